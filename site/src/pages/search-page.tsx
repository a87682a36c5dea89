/**
 * `/search?q=`: the site's search, rendered on the server with its results (a GET form: it works
 * without JavaScript; with it, the app navigates), kept out of search engines (noindex, not in
 * the sitemap). Posts, open jobs and the site's pages, best first, the matching words marked.
 */
import { Suspense } from 'react';
import { Await, Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  hasWord,
  isSearchType,
  SEARCH_MAX_LENGTH,
  SEARCH_MESSAGES,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchAnswer,
  type SearchType,
} from '@northbeam/shared/contract/search-terms';
import { isApiError, readsOf } from '../lib/api';
import { Banner } from '../ui/banner';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/search/search.css';

type Outcome = { answer: SearchAnswer } | { error: string };

/** `/search?q=…&type=…` (type: one kind, or all). */
export function searchHref(q: string, type?: SearchType): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  return `/search?${params.toString()}`;
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim();
  const requested = params.get('type');
  const type = isSearchType(requested) ? requested : undefined;
  // Nothing typed yet: the form alone. The API's answer to a bad search is shown, not thrown.
  const outcome: Promise<Outcome> | null = q
    ? readsOf(context)
        .search({ q, type })
        .then(
          (answer): Outcome => ({ answer }),
          (error: unknown): Outcome => ({
            error:
              isApiError(error) && error.fromServer && error.status < 500
                ? error.message
                : SEARCH_MESSAGES.failed,
          }),
        )
    : null;
  return { q, type, outcome };
}

function TypeFilter({ q, type }: { q: string; type: SearchType | undefined }) {
  const options: Array<[SearchType | undefined, string]> = [
    [undefined, 'Everything'],
    ...SEARCH_TYPES.map((t): [SearchType, string] => [t, `${SEARCH_TYPE_LABELS[t]}s`]),
  ];
  return (
    <nav className="search-filter" aria-label="Show">
      <ul>
        {options.map(([value, label]) => (
          <li key={label}>
            <Link
              to={searchHref(q, value)}
              className="search-filter__link"
              aria-current={value === type ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Results({ q, type }: { q: string; type: SearchType | undefined }) {
  const { outcome } = useLoaderData<typeof loader>();
  return (
    <Suspense key={`${q}|${type}`} fallback={<Spinner label="Searching" />}>
      <Await resolve={outcome}>
        {(settled: Outcome | null) => {
          if (!settled) return null;
          if ('error' in settled) return <Banner tone="error">{settled.error}</Banner>;
          const { results, suggestion } = settled.answer;
          return (
            <>
              {suggestion ? (
                <p className="search-suggestion" data-testid="search-suggestion">
                  No results for “{q}”. Did you mean{' '}
                  <Link to={searchHref(suggestion, type)}>{suggestion}</Link>? Showing results for “
                  {suggestion}”.
                </p>
              ) : null}
              <p className="search-count" role="status">
                {results.length === 0
                  ? SEARCH_MESSAGES.noResults
                  : `${results.length} result${results.length === 1 ? '' : 's'} for “${suggestion ?? q}”`}
              </p>
              {results.length ? (
                <ol className="search-results" data-testid="search-results">
                  {results.map((result) => (
                    <li key={`${result.type} ${result.url}`} className="search-result">
                      <p className="search-result__type">{SEARCH_TYPE_LABELS[result.type]}</p>
                      <h2 className="search-result__title">
                        <Link to={result.url}>{result.title}</Link>
                      </h2>
                      {/* The server escapes the text; only <mark> is markup (snippet.ts). */}
                      <p
                        className="search-result__snippet"
                        dangerouslySetInnerHTML={{ __html: result.snippet }}
                      />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="search-tips">
                  Try fewer or more general words, or browse the <Link to="/blog">blog</Link> and
                  the <Link to="/careers">open positions</Link>.
                </p>
              )}
            </>
          );
        }}
      </Await>
    </Suspense>
  );
}

export function Component() {
  const { q, type } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta
        title={q ? `Search results for “${q}”` : 'Search'}
        description="Search the blog, the open positions and the pages of this site."
        noindex
      />
      <PageHero title="Search" lead="Posts, open positions and our services." />
      <section className="section">
        <div className="container search-layout">
          <form
            role="search"
            aria-label="Search this site"
            method="get"
            action="/search"
            className="search-form"
            onSubmit={(event) => {
              event.preventDefault();
              const typed = new FormData(event.currentTarget).get('q');
              const text = typeof typed === 'string' ? typed.trim() : '';
              void navigate(text && hasWord(text) ? searchHref(text, type) : searchHref(text));
            }}
          >
            <label htmlFor="search-page-q" className="field__label">
              Search the site
            </label>
            <div className="search-form__row">
              <input
                key={q}
                id="search-page-q"
                type="search"
                name="q"
                className="field__control"
                defaultValue={q}
                maxLength={SEARCH_MAX_LENGTH}
                enterKeyHint="search"
                autoFocus={!q}
              />
              {type ? <input type="hidden" name="type" value={type} /> : null}
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          {q ? (
            <>
              <TypeFilter q={q} type={type} />
              <Results q={q} type={type} />
            </>
          ) : null}
        </div>
      </section>
    </>
  );
}
