import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { contactLimits, contactOutcomeIds } from '../../model/contact.ts';
import type { ContactFields, RefusedPost } from '../../model/contact.ts';
import { useContactStore } from './contact-store.ts';
import { failureMessage, successMessage } from './send-contact.ts';
import '../../styles/contact.css';

type Field = {
  name: keyof ContactFields;
  label: string;
  type: 'text' | 'email' | 'tel';
  placeholder: string;
  autoComplete: string;
  required: boolean;
  maxLength: number;
};

const FIELDS: Field[] = [
  {
    name: 'name',
    label: 'Name *',
    type: 'text',
    placeholder: 'Jane Smith',
    autoComplete: 'name',
    required: true,
    maxLength: contactLimits.name,
  },
  {
    name: 'email',
    label: 'Business Email *',
    type: 'email',
    placeholder: 'jane@company.com',
    autoComplete: 'email',
    required: true,
    maxLength: contactLimits.email,
  },
  {
    name: 'company',
    label: 'Company *',
    type: 'text',
    placeholder: 'Acme Inc.',
    autoComplete: 'organization',
    required: true,
    maxLength: contactLimits.company,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    placeholder: '+1 (555) 123-4567',
    autoComplete: 'tel',
    required: false,
    maxLength: contactLimits.phone,
  },
];

// A form post's failure when the server could only redirect (its page failed to render): no reason to give.
const POSTED_FORM_FAILED = 'Something went wrong while sending your message';

// The form's fields hold its values, uncontrolled: what a visitor types before the page has hydrated (on a slow
// phone, seconds after the form shows) stays theirs, where controlled fields emptied it at the next keystroke,
// and typing renders nothing (docs/product.md, "Contact"). Leaving the page keeps them as a draft for the
// visitor's return.
const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const fields: ContactFields = {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    phone: value('phone'),
    challenge: value('challenge'),
  };
  return { fields, honeypot: value('website') };
};

/** `refused`: this page answers a form post the server refused; the fields start from what was posted. */
export function ContactForm({ refused }: { refused?: RefusedPost }) {
  const status = useContactStore((state) => state.status);
  const announcement = useContactStore((state) => state.announcement);
  const submit = useContactStore((state) => state.submit);
  const submitting = status === 'submitting';
  // Once the form is sent with the page's script, a form post's outcome is old news (its :target stays).
  const outcomeSpent = submitting || announcement !== '';
  const formRef = useRef<HTMLFormElement>(null);
  // Read once: the fields start from it and are the visitor's from then on (the server renders it empty, or
  // with the refused post's values).
  const [draft] = useState(() => refused?.fields ?? useContactStore.getState().draft);

  useEffect(() => {
    const form = formRef.current;
    return () => {
      if (form) useContactStore.getState().keepDraft(valuesOf(form).fields);
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { fields, honeypot } = valuesOf(form);
    // Not form.reset(): that would bring back the draft the fields started from.
    const clear = () => {
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
        field.value = '';
    };
    void submit(fields, honeypot, clear);
  }

  return (
    // method and action serve a page whose script has not run: the form is posted, never sent as a GET with the
    // visitor's details in the address (docs/product.md, "Contact"). The action's fragment is where a refused
    // post's answer opens (a redirect's own fragment replaces it). Once hydrated, onSubmit sends JSON.
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={`/contact#${contactOutcomeIds.failed}`}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      noValidate={false}
    >
      <h2 id="contact-form-title">Tell Us What&apos;s Holding You Back</h2>
      <p className="contact-form__note">We&apos;ll try to get back to you within one business day.</p>
      <div className="contact-form__grid">
        {FIELDS.map((field) => (
          <div key={field.name} className="form-field">
            <label htmlFor={`contact-${field.name}`}>{field.label}</label>
            <input
              id={`contact-${field.name}`}
              name={field.name}
              type={field.type}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              defaultValue={draft[field.name]}
            />
          </div>
        ))}
      </div>
      <div className="form-field">
        <label htmlFor="contact-challenge">Main challenge you&apos;re trying to solve *</label>
        <textarea
          id="contact-challenge"
          name="challenge"
          rows={6}
          required
          maxLength={contactLimits.message}
          placeholder="e.g. Our pipeline has been flat for two quarters and we can't tell which channel is working."
          defaultValue={draft.challenge}
        />
      </div>
      {/* A field people never see or fill; bots that fill every input give themselves away. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button--accent button--large" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
      <p className="contact-form__status" role="status" aria-live="polite">
        {announcement}
      </p>
      {/* The outcome of a form post, shown as the address's :target. */}
      <p id={contactOutcomeIds.sent} className="contact-form__outcome" tabIndex={-1} hidden={outcomeSpent}>
        {successMessage}
      </p>
      <p id={contactOutcomeIds.failed} className="contact-form__outcome" tabIndex={-1} hidden={outcomeSpent}>
        {failureMessage(refused?.reason ?? POSTED_FORM_FAILED)}
      </p>
    </form>
  );
}
