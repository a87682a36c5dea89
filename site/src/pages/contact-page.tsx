import { useSearchParams } from 'react-router-dom';
import { BUSINESS_HOURS, COMPANY, addressLines } from '../content/company';
import { ContactForm } from '../features/contact/contact-form';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';

export function Component() {
  const [params] = useSearchParams();
  const subject = params.get('subject')?.trim().slice(0, 80) || undefined;
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.contact.title}
        description={PAGE_SUMMARIES.contact.description}
      />
      <PageHero
        eyebrow="Contact"
        title="Let’s talk"
        lead="Questions about staffing, a project or a partnership? Send us a message and the right person will reply within one business day."
      />
      <section className="section">
        <div className="container contact">
          <div className="card card--form">
            <h2>Send us a message</h2>
            <HydrationBoundary>
              <ContactForm key={subject ?? ''} subject={subject} />
            </HydrationBoundary>
          </div>
          <aside className="contact__details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Contact details</h2>
            <ul className="contact-list">
              <li>
                <Icon name="phone" />
                <div>
                  <strong>Phone</strong>
                  <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
                </div>
              </li>
              <li>
                <Icon name="mail" />
                <div>
                  <strong>E-mail</strong>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                </div>
              </li>
              <li>
                <Icon name="pin" />
                <div>
                  <strong>Office</strong>
                  <address>
                    {addressLines().map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </div>
              </li>
            </ul>
            <h2 id="hours-title">Business hours</h2>
            <p className="hours">
              <Icon name="clock" />
              <span>
                <strong>{BUSINESS_HOURS}</strong>
                <br />
                {COMPANY.hours.timeZone}. Managed-services clients reach our 24/7 support line at
                any time.
              </span>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
