import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { websiteLd } from '../app/structured-data';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { HOME } from '../content/home';
import { latestPosts } from '../features/blog/blog-data';
import { readsOf } from '../lib/api';
import { LatestInsights } from '../features/blog/latest-insights';
import { ConsultationForm } from '../features/consultation/consultation-form';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { Icon } from '../ui/icon';
import { PageMeta, useOrigin } from '../ui/page-meta';
import { ProcessStep } from '../ui/process-step';
import { Reveal } from '../ui/reveal';

export function homeLoader({ context }: LoaderFunctionArgs) {
  // Not awaited: the page renders at once and Latest Insights shows its spinner.
  return { latestPosts: latestPosts(readsOf(context)) };
}

export function HomePage() {
  const { latestPosts: posts } = useLoaderData<typeof homeLoader>();
  const origin = useOrigin();
  return (
    <>
      <PageMeta
        exactTitle
        title={PAGE_SUMMARIES.home.title}
        description={PAGE_SUMMARIES.home.description}
        jsonLd={[websiteLd(origin)]}
      />

      <section className="hero" data-section="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow eyebrow--light">{HOME.hero.eyebrow}</p>
            <h1 className="hero__title">{HOME.hero.headline}</h1>
            <p className="hero__lead">{HOME.hero.lead}</p>
            <div className="hero__actions">
              <Link to="/our-expertise" className="button button--accent button--large">
                Our Expertise
              </Link>
              <Link to="/contact" className="button button--ghost button--large">
                Talk to an expert
              </Link>
            </div>
          </div>
          <img
            className="hero__art"
            src="/images/hero.svg"
            alt=""
            width={560}
            height={440}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="about-title" data-section="about">
        <div className="container split">
          <Reveal>
            <p className="eyebrow">{HOME.about.title}</p>
            <h2 id="about-title">{HOME.about.heading}</h2>
            {HOME.about.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <Link to="/about" className="text-link">
              More about us <span aria-hidden="true">→</span>
            </Link>
          </Reveal>
          <Reveal className="stats" delay={150}>
            {HOME.about.stats.map((stat) => (
              <div className="stat" key={stat.label}>
                <span className="stat__value">{stat.value}</span>
                <span className="stat__label">{stat.label}</span>
              </div>
            ))}
          </Reveal>
        </div>
      </section>

      <section
        className="section section--muted"
        aria-labelledby="services-title"
        data-section="services"
      >
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">What we do</p>
            <h2 id="services-title">Services built around your goals</h2>
          </div>
          <div className="card-grid card-grid--3">
            {HOME.services.map((service, index) => (
              <Reveal key={service.title} delay={index * 120}>
                <article className="card service-card">
                  <span className="service-card__icon">
                    <Icon name={service.icon} size={28} />
                  </span>
                  <h3>
                    <Link to={service.link} className="stretched-link">
                      {service.title}
                    </Link>
                  </h3>
                  <p>{service.description}</p>
                  <span className="text-link" aria-hidden="true">
                    Learn more →
                  </span>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="works-title" data-section="featured-works">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Case highlights</p>
            <h2 id="works-title">Featured Works</h2>
          </div>
          <ul className="works-grid">
            {HOME.featuredWorks.map((work, index) => (
              <Reveal as="li" key={work.title} className="work" delay={(index % 3) * 120}>
                <figure>
                  <img src={work.image} alt="" width={400} height={280} loading="lazy" />
                  <figcaption>{work.title}</figcaption>
                </figure>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section
        className="section section--dark"
        aria-labelledby="process-title"
        data-section="process"
      >
        <div className="container split split--process">
          <Reveal>
            <p className="badge">
              <Icon name="headset" size={18} /> {HOME.process.badge}
            </p>
            <h2 id="process-title">{HOME.process.heading}</h2>
            <p>{HOME.process.lead}</p>
            <ul className="points">
              {HOME.process.points.map((point) => (
                <li key={point.title} className="point">
                  <Icon name="check" />
                  <div>
                    <h3 className="point__title">{point.title}</h3>
                    <p>{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Reveal>
          <ol className="steps">
            {HOME.process.steps.map((step, index) => (
              <ProcessStep
                key={step.title}
                number={index + 1}
                title={step.title}
                text={step.text}
                delay={index * 150}
              />
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="consultation-title" data-section="consultation">
        <div className="container split split--form">
          <Reveal>
            <p className="eyebrow">Free consultation</p>
            <h2 id="consultation-title">{HOME.consultation.heading}</h2>
            <p>{HOME.consultation.lead}</p>
            <ul className="checklist">
              <li>Reply within one business day</li>
              <li>Senior consultant, not a sales rep</li>
              <li>Your details are never shared</li>
            </ul>
          </Reveal>
          <div className="card card--form">
            <HydrationBoundary>
              <ConsultationForm />
            </HydrationBoundary>
          </div>
        </div>
      </section>

      <section
        className="section blog-teaser"
        aria-labelledby="blog-teaser-title"
        data-section="blog-teaser"
      >
        <div className="container blog-teaser__inner">
          <div>
            <p className="eyebrow eyebrow--light">{HOME.blogTeaser.eyebrow}</p>
            <h2 id="blog-teaser-title">{HOME.blogTeaser.heading}</h2>
            <p>{HOME.blogTeaser.text}</p>
          </div>
          <Link to="/blog" className="button button--accent">
            View More
          </Link>
        </div>
      </section>

      <div data-section="latest-insights">
        <LatestInsights posts={posts} />
      </div>
    </>
  );
}
