import { siteConfig } from '../../site/site-config.ts';
import type { RefusedPost } from '../../model/contact.ts';
import { ContactForm } from './contact-form.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/contact.css';

export function ContactPage({ refused }: { refused?: RefusedPost }) {
  return (
    <>
      <HydrationMarker />
      <section className="page-section page-hero" aria-labelledby="contact-title">
        <p className="eyebrow">Contact</p>
        <h1 id="contact-title">Stop Guessing - Get Growth Answers Now</h1>
        <p className="page-hero__lead">
          Founders work with us to save 20+ hours a week, cut operational errors by up to 80% and unlock 10–20% revenue
          growth from the customers and tools they already have.
        </p>
        <p className="page-hero__subtitle">Tell us your toughest bottlenecks - we&apos;ll map your fix.</p>
        <a
          href={siteConfig.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--accent button--large"
        >
          Book a Call!
        </a>
      </section>
      <section className="section section--beige" aria-label="Contact form and details">
        <div className="section__inner contact-layout">
          <ContactForm refused={refused} />
          <aside className="contact-aside" aria-label="Other ways to reach us">
            <div className="sidebar-card">
              <h2>Let&apos;s Connect</h2>
              <p>
                <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
              </p>
              <ul className="contact-phones">
                {siteConfig.phones.map((phone) => (
                  <li key={phone.tel}>
                    <a href={`tel:${phone.tel}`}>
                      {phone.display} <span className="muted">({phone.label})</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p>Remote-first, globally distributed team</p>
            </div>
            <div className="sidebar-card">
              <h2>Office Hours</h2>
              <p>Monday - Friday: 9:00 AM - 6:00 PM EST</p>
              <p>Typical response within 24 business hours</p>
            </div>
            <div className="sidebar-card">
              <h2>Follow Us</h2>
              <a href={siteConfig.linkedinCompanyUrl} target="_blank" rel="noopener noreferrer" className="text-link">
                Growthwise on LinkedIn
              </a>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
