import { PRODUCTS } from '../content/products';
import { CtaSection } from '../ui/cta-section';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.products.title}
        description={PAGE_SUMMARIES.products.description}
      />
      <PageHero
        eyebrow="Products"
        title="Products born from real projects"
        lead="Each of our products started as a solution for a client. Now they help many more teams work faster, with our engineers behind every release."
      />
      <section className="section" aria-label="Our products">
        <div className="container products">
          {PRODUCTS.map((product) => (
            <Reveal key={product.name} className="product card">
              <div className="product__intro">
                <span className="product__mark" aria-hidden="true">
                  {product.name.slice(0, 1)}
                </span>
                <div>
                  <h2>{product.name}</h2>
                  <p className="product__tagline">{product.tagline}</p>
                </div>
              </div>
              <p>{product.description}</p>
              <div className="product__body">
                <div>
                  <h3>Features</h3>
                  <ul className="feature-list">
                    {product.features.map((feature) => (
                      <li key={feature}>
                        <Icon name="check" size={20} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
                <figure className="testimonial product__testimonial">
                  <blockquote>
                    <p>“{product.testimonial.quote}”</p>
                  </blockquote>
                  <figcaption>
                    <strong>{product.testimonial.name}</strong>
                    <span>{product.testimonial.role}</span>
                  </figcaption>
                </figure>
              </div>
            </Reveal>
          ))}
        </div>
      </section>
      <CtaSection
        title="See a product in action"
        text="Book a 30-minute demo with the team that builds it, tailored to your use case."
        label="Request a demo"
      />
    </>
  );
}
