import { Link } from 'react-router-dom';
import { COMPANY, addressLines } from '../content/company';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';

const EFFECTIVE = 'January 1, 2026';

export function Component() {
  return (
    <>
      <PageMeta title={PAGE_SUMMARIES.terms.title} description={PAGE_SUMMARIES.terms.description} />
      <PageHero title="Terms of Service" lead={`Effective ${EFFECTIVE}`} />
      <section className="section">
        <div className="container prose">
          <p>
            These terms apply to your use of this website, operated by {COMPANY.legalName},{' '}
            {addressLines().join(', ')}. By using the website you agree to them. If you do not
            agree, please do not use the website.
          </p>

          <h2>1. What this website is for</h2>
          <p>
            The website describes our IT staffing, cloud and software services, publishes articles,
            lists open positions at {COMPANY.shortName}, and lets you contact us, request a free
            consultation or apply for a job. Information on the website is general and does not
            constitute an offer or professional advice for your specific situation. Services are
            provided only under a separate written agreement.
          </p>

          <h2>2. Your submissions</h2>
          <ul>
            <li>
              The information you send us through the contact, consultation and application forms
              must be accurate and must be yours to share.
            </li>
            <li>
              Resumes must be PDF or Word documents of at most 5 MB and must not contain malware or
              content that is unlawful, offensive or infringes the rights of others.
            </li>
            <li>
              Submitting a request or an application does not create a contract or an obligation for
              either party. Applying for a position does not guarantee an interview or an offer.
            </li>
            <li>
              We handle the personal data you send as described in our{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>, including how long we keep it.
            </li>
          </ul>

          <h2>3. Acceptable use</h2>
          <p>You agree not to:</p>
          <ul>
            <li>send spam, automated or bulk submissions through the forms;</li>
            <li>try to gain unauthorised access to the website, its admin area or our systems;</li>
            <li>interfere with the website’s operation, security or other visitors’ use of it;</li>
            <li>upload files designed to harm computers or collect data.</li>
          </ul>
          <p>We may block access or delete submissions that break these rules.</p>

          <h2>4. Intellectual property</h2>
          <p>
            The text, graphics, logos and software of this website belong to {COMPANY.legalName} or
            its licensors. You may read, print and share pages for personal or internal business use
            with a link to the source. Any other copying, modification or commercial use requires
            our written permission. Product names mentioned belong to their respective owners.
          </p>

          <h2>5. Articles and links</h2>
          <p>
            Blog articles reflect the views of their authors at the time of writing and may become
            outdated. Links to other websites are provided for convenience; we are not responsible
            for their content or practices.
          </p>

          <h2>6. Availability and changes</h2>
          <p>
            We aim to keep the website available and accurate but do not guarantee uninterrupted
            access or error-free content. We may change or discontinue parts of the website, and we
            may update these terms; the effective date above shows the current version.
          </p>

          <h2>7. Liability</h2>
          <p>
            The website is provided “as is”. To the extent permitted by law, {COMPANY.legalName} is
            not liable for indirect or consequential loss arising from the use of the website or
            reliance on its content. Nothing in these terms limits liability that cannot be limited
            by law.
          </p>

          <h2>8. Governing law</h2>
          <p>
            These terms are governed by the laws of {COMPANY.jurisdiction}. Disputes will be brought
            before the competent courts of Franklin County, Ohio, unless mandatory law gives you the
            right to sue elsewhere.
          </p>

          <h2>9. Contact</h2>
          <p>
            Questions about these terms? Call {COMPANY.phone}, write to{' '}
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or use our{' '}
            <Link to="/contact">contact form</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
