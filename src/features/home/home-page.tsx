import { Link } from '@tanstack/react-router';
import { Section } from '../../components/ui/section.tsx';
import type { CSSProperties } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { imageBox } from '../../components/ui/image-box.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import {
  closingCta,
  engagementCards,
  hero,
  problemCards,
  testimonials,
  whyUsImages,
  whyUsPoints,
} from './home-content.ts';
import '../../styles/home.css';

const stagger = (index: number) => ({ '--i': index }) as CSSProperties;

export function HomePage() {
  return (
    <>
      <HydrationMarker />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <p className="eyebrow eyebrow--on-dark">{hero.eyebrow}</p>
          <h1 id="home-title">{hero.headline}</h1>
          <p className="home-hero__lead">{hero.lead}</p>
          <Link to="/contact" className="button button--accent button--large">
            {hero.cta}
          </Link>
        </div>
      </section>

      <Section id="hard-truth" title="The Hard Truth" eyebrow="Sound familiar?">
        <div className="grid-3">
          {problemCards.map((card, index) => (
            <article
              key={card.title}
              className={`problem-card problem-card--${card.variant} stagger-item`}
              style={stagger(index)}
            >
              <span className="problem-card__number">{card.number}</span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <Link {...card.link} className="button button--ghost">
                {card.cta}
              </Link>
            </article>
          ))}
        </div>
      </Section>

      <Section id="ways-we-engage" title="Three Ways We Engage" eyebrow="Engagement models" tone="beige">
        <div className="grid-3">
          {engagementCards.map((card, index) => (
            <article key={card.title} className="engagement-card stagger-item" style={stagger(index)}>
              <h3>{card.title}</h3>
              <p className="engagement-card__price">{card.price}</p>
              <p>{card.description}</p>
              <Link {...card.link} className="button button--accent" aria-label={`${card.cta}: ${card.title}`}>
                {card.cta}
              </Link>
            </article>
          ))}
        </div>
      </Section>

      <Reveal className="section" aria-labelledby="why-us">
        <div className="section__inner why-us">
          <div>
            <p className="eyebrow">Why us</p>
            <h2 id="why-us">Why Growthwise?</h2>
            <ul className="why-us__points">
              {whyUsPoints.map((point) => (
                <li key={point.title}>
                  <span className="icon-badge">
                    <Icon name={point.icon} />
                  </span>
                  <div>
                    <h3>{point.title}</h3>
                    <p>{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="why-us__images">
            {whyUsImages.map((image) => (
              <img
                key={image.src}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                style={imageBox(image.width, image.height)}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        </div>
      </Reveal>

      <Section id="who-trusts-us" title="Who trust us?" eyebrow="Testimonials" tone="dark">
        <div className="grid-3">
          {testimonials.map((testimonial, index) => (
            <figure key={testimonial.author.name} className="testimonial stagger-item" style={stagger(index)}>
              <blockquote>
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.author.name}</strong>
                <span>
                  {testimonial.author.role}, {testimonial.author.company}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Reveal className="section closing-cta" aria-labelledby="closing-cta">
        <div className="section__inner closing-cta__inner">
          <h2 id="closing-cta">{closingCta.title}</h2>
          <p>{closingCta.text}</p>
          <Link to="/contact" className="button button--accent button--large">
            {closingCta.cta}
          </Link>
        </div>
      </Reveal>
    </>
  );
}
