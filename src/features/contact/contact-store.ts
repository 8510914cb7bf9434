import { create } from 'zustand';
import type { ContactFields } from '../../model/contact.ts';
import { failureMessage, sendContact, successMessage } from './send-contact.ts';

const EMPTY: ContactFields = { name: '', email: '', company: '', phone: '', challenge: '' };

type ContactState = {
  /** What the form held when the visitor left the page, given back when they return to it. */
  draft: ContactFields;
  keepDraft: (fields: ContactFields) => void;
  status: 'idle' | 'submitting';
  /** The last outcome, also read out by screen readers. */
  announcement: string;
  /** Sends the form's values; `clear` empties the form once the message is sent (on failure it keeps them). */
  submit: (fields: ContactFields, honeypot: string, clear: () => void) => Promise<void>;
};

// Only the browser changes this store (in event handlers); the server render reads its start state. The
// values themselves live in the form's fields, not here (contact-form.tsx says why).
export const useContactStore = create<ContactState>()((set, get) => ({
  draft: EMPTY,
  keepDraft: (draft) => set({ draft }),
  status: 'idle',
  announcement: '',
  submit: async (fields, honeypot, clear) => {
    if (get().status === 'submitting') return;
    set({ status: 'submitting', announcement: '' });
    try {
      await sendContact(fields, honeypot);
      clear();
      // Also when the visitor left the page while it was sending: what is sent is no draft any more.
      set({ draft: EMPTY, announcement: successMessage });
      window.alert(successMessage);
    } catch (error) {
      const message = failureMessage(error instanceof Error ? error.message : String(error));
      set({ announcement: message });
      window.alert(message);
    } finally {
      set({ status: 'idle' });
    }
  },
}));
