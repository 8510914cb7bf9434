import { Link } from '@tanstack/react-router';
import { Section } from '../../components/ui/section.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { TeamMember } from '../marketing-types.ts';
import { approachCards, proofPoints, story, team } from './about-content.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/about.css';

function Member({ member }: { member: TeamMember }) {
  return (
    <article className="team-card">
      {member.photo ? (
        <img
          className="team-card__photo"
          src={member.photo}
          alt={member.name}
          width={120}
          height={120}
          loading="lazy"
        />
      ) : (
        <span className="team-card__initials" aria-hidden="true">
          {member.initials}
        </span>
      )}
      <h3>{member.name}</h3>
      <p className="team-card__title">{member.title}</p>
      <p>{member.bio}</p>
      <ul className="team-card__links">
        <li>
          <a href={member.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`${member.name} on LinkedIn`}>
            LinkedIn
          </a>
        </li>
        <li>
          <a href={member.twitter} target="_blank" rel="noopener noreferrer" aria-label={`${member.name} on X`}>
            X
          </a>
        </li>
      </ul>
    </article>
  );
}

export function AboutPage() {
  return (
    <>
      <HydrationMarker />
      <section className="page-section page-hero" aria-labelledby="about-title">
        <p className="eyebrow">Who we are</p>
        <h1 id="about-title">About Us</h1>
        <p className="page-hero__lead">
          Operators, not theorists: we have built the revenue engines we now help founders fix.
        </p>
      </section>

      <Reveal className="section" aria-labelledby="our-story">
        <div className="section__inner story">
          <h2 id="our-story">Our Story</h2>
          <div>
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <Link to="/contact" className="button button--accent">
              Grab a Virtual Coffee
            </Link>
          </div>
        </div>
      </Reveal>

      <Section id="our-approach" title="Our Approach" eyebrow="HOW WE WORK" tone="beige">
        <div className="grid-4">
          {approachCards.map((card) => (
            <article key={card.title} className="approach-card">
              <span className="icon-badge">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="who-we-are" title="Who We Are" eyebrow="THE TEAM">
        <div className="grid-3">
          {team.map((member) => (
            <Member key={member.name} member={member} />
          ))}
        </div>
      </Section>

      <Section id="proof-points" title="Our Proof Points" eyebrow="TRACK RECORD" tone="dark">
        <dl className="proof-points">
          {proofPoints.map((point) => (
            <div key={point.label}>
              <dt>{point.number}</dt>
              <dd>{point.label}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
