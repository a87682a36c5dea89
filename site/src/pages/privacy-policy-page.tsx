import { Link } from 'react-router-dom';
import { COMPANY, RETENTION, addressLines } from '../content/company';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';

const EFFECTIVE = 'January 1, 2026';

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.privacy.title}
        description={PAGE_SUMMARIES.privacy.description}
      />
      <PageHero title="Privacy Policy" lead={`Effective ${EFFECTIVE}`} />
      <section className="section">
        <div className="container prose">
          <p>
            This policy explains what personal data {COMPANY.legalName} (“{COMPANY.shortName}”,
            “we”, “us”) collects through this website, why we collect it, how long we keep it and
            the choices you have. We collect only what we need to answer you and, if you apply for a
            job, to consider your application.
          </p>

          <h2>1. Who is responsible for your data</h2>
          <p>
            The controller of your personal data is {COMPANY.legalName}, {addressLines().join(', ')}
            . You can reach us about privacy at{' '}
            <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a> or by phone at{' '}
            {COMPANY.phone}.
          </p>

          <h2>2. What we collect</h2>
          <h3>Contact form</h3>
          <p>
            Your first and last name, e-mail address, phone number and, if you provide them, your
            company name and message.
          </p>
          <h3>Free consultation form</h3>
          <p>
            Your first and last name, e-mail address and, if you provide them, your company name and
            message.
          </p>
          <h3>Job applications</h3>
          <p>
            Your full name, e-mail address, phone number, optional cover letter, and the resume you
            upload (PDF or Word document, up to 5 MB), together with the position you applied for
            and the date of your application. Please do not include sensitive information such as
            your social security number, date of birth, health information or photographs in your
            resume.
          </p>
          <h3>Technical data</h3>
          <p>
            When you visit the site our servers record standard request logs (IP address, browser
            type, page requested, date and time) to keep the service secure and working. This
            website does not use advertising or analytics cookies, does not load third-party
            trackers, fonts or scripts, and does not sell or share your data for advertising.
          </p>

          <h2>3. Why we use it and on what basis</h2>
          <ul>
            <li>
              To answer your contact or consultation request and follow up on it: based on your
              request and our legitimate interest in responding to enquiries.
            </li>
            <li>
              To assess your job application, contact you about it and, if you are hired, to begin
              onboarding: based on steps you asked us to take before a possible employment contract.
            </li>
            <li>
              To protect the website against abuse and keep it secure: based on our legitimate
              interest in running a safe service.
            </li>
            <li>To comply with legal obligations, such as record-keeping for employment law.</li>
          </ul>
          <p>We never use your data for automated decisions that have legal effects on you.</p>

          <h2>4. How long we keep it</h2>
          <ul>
            <li>
              Contact and consultation requests: {RETENTION.contactMonths} months after our last
              exchange with you, then deleted, unless they led to a contract, in which case they are
              kept with the contract records.
            </li>
            <li>
              Job applications and resumes: {RETENTION.applicationMonths} months after the position
              is filled or closed, so we can consider you for similar roles, then deleted. You can
              ask us to delete your application earlier at any time. If you are hired, your
              application becomes part of your personnel file.
            </li>
            <li>Messages our filters caught as spam: {RETENTION.spamDays} days, then deleted.</li>
            <li>Server request logs: {RETENTION.serverLogDays} days.</li>
          </ul>

          <h2>5. Who can see it</h2>
          <p>
            Only {COMPANY.shortName} staff who need it to answer you or to assess your application,
            such as our recruiters, hiring managers and consultants. We use carefully selected
            service providers to host this website and store files; they process data only on our
            instructions, under written agreements, and are not allowed to use it for their own
            purposes. We do not share resumes with our clients without your explicit permission for
            a specific role. We disclose data to authorities only where the law requires it.
          </p>

          <h2>6. How we protect it</h2>
          <p>
            Data is transmitted over encrypted connections (HTTPS) and stored on access-controlled
            systems. Resumes are never published on the website and can be downloaded only by
            signed-in staff. Uploaded files are checked for type and size. Staff access is limited
            to what their role requires and is protected by strong, individual credentials.
          </p>

          <h2>7. Your rights</h2>
          <p>
            Depending on where you live, you have the right to ask for a copy of your data, to
            correct it, to delete it, to restrict or object to its use, and to receive it in a
            portable format. Residents of California and other U.S. states with privacy laws may
            exercise the rights those laws give them; we do not sell or share personal information
            as defined by those laws and will not discriminate against you for using your rights.
            Write to <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>; we
            answer within 30 days. You may also complain to your local data protection authority.
          </p>

          <h2>8. Children</h2>
          <p>
            This website is not directed at children under 16 and we do not knowingly collect their
            data. Applicants must be of legal working age.
          </p>

          <h2>9. Changes to this policy</h2>
          <p>
            We will update this page when our practices change and show the new effective date at
            the top. Significant changes will be highlighted on the website.
          </p>

          <h2>10. Contact</h2>
          <p>
            Questions about this policy? Write to{' '}
            <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a> or use our{' '}
            <Link to="/contact">contact form</Link>. See also our{' '}
            <Link to="/terms-of-service">Terms of Service</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
