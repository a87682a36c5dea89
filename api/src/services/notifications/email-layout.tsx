/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The HTML of every e-mail: React rendered to static markup, with tables and inline styles because
 * mail clients ignore stylesheets. The company's name, address and colours come from the site's
 * configuration module. Each e-mail also has a plain-text part (emails.ts).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { COMPANY, addressLines } from '@northbeam/shared/brand/company';

export interface EmailBlock {
  /** Paragraphs of plain text (line breaks kept). */
  paragraphs?: string[];
  /** Label and value rows (a submission's fields). */
  fields?: Array<{ label: string; value: string }>;
  /** A button; `showUrl`: its address written out under it too (for clients that hide buttons). */
  action?: { label: string; url: string; showUrl?: boolean };
  /** A plain link beside the button (e.g. the same item in the desktop app). */
  secondary?: { label: string; url: string };
  /** Items of a list, each a line with an optional link. */
  items?: Array<{ text: string; url?: string }>;
  /** Lines of the footer above the company's address (e.g. "Manage notifications"). */
  footer?: Array<{ text: string; url?: string }>;
}

/**
 * Long words, addresses and links break rather than widen the e-mail past a phone's screen
 * (tested at 360 px in Chromium).
 */
const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

const font = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";

function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p
      style={{ margin: '0 0 16px', fontSize: '15px', lineHeight: '1.6', color: '#1f2937', ...wrap }}
    >
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}

function Block({ block }: { block: EmailBlock }) {
  const parts: ReactNode[] = [];
  block.paragraphs?.forEach((text, i) => parts.push(<Paragraph key={`p${i}`} text={text} />));
  if (block.fields?.length) {
    parts.push(
      <table
        key="fields"
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 20px' }}
      >
        <tbody>
          {block.fields.map((field) => (
            <tr key={field.label}>
              <td
                style={{
                  padding: '8px 12px 8px 0',
                  verticalAlign: 'top',
                  fontSize: '13px',
                  color: '#4b5563',
                  whiteSpace: 'nowrap',
                  borderBottom: '1px solid #dde3ea',
                }}
              >
                {field.label}
              </td>
              <td
                style={{
                  padding: '8px 0',
                  fontSize: '15px',
                  color: '#1f2937',
                  borderBottom: '1px solid #dde3ea',
                  whiteSpace: 'pre-wrap',
                  ...wrap,
                }}
              >
                {field.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
  }
  if (block.items?.length) {
    parts.push(
      <ul key="items" style={{ margin: '0 0 20px', paddingLeft: '20px' }}>
        {block.items.map((item, i) => (
          <li key={i} style={{ fontSize: '15px', lineHeight: '1.6', color: '#1f2937', ...wrap }}>
            {item.url ? (
              <a href={item.url} style={{ color: COMPANY.colors.brand }}>
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>,
    );
  }
  if (block.action) {
    parts.push(
      <p key="action" style={{ margin: '8px 0 20px' }}>
        <a
          href={block.action.url}
          style={{
            display: 'inline-block',
            background: COMPANY.colors.brand,
            color: '#ffffff',
            textDecoration: 'none',
            fontWeight: 600,
            fontSize: '15px',
            padding: '12px 20px',
            borderRadius: '6px',
          }}
        >
          {block.action.label}
        </a>
        {block.action.showUrl && (
          <span
            style={{
              display: 'block',
              marginTop: '12px',
              fontSize: '13px',
              color: '#4b5563',
              ...wrap,
            }}
          >
            Or open this address:{' '}
            <a href={block.action.url} style={{ color: COMPANY.colors.brand }}>
              {block.action.url}
            </a>
          </span>
        )}
        {block.secondary && (
          <>
            {' '}
            <a
              href={block.secondary.url}
              style={{
                display: 'inline-block',
                margin: '12px 0 0 12px',
                color: COMPANY.colors.brand,
                fontSize: '14px',
              }}
            >
              {block.secondary.label}
            </a>
          </>
        )}
      </p>,
    );
  }
  return <>{parts}</>;
}

// The frame around every e-mail is the same: React renders it once, with markers where the title
// and the content go, and each e-mail fills them in (a burst of submissions renders only its own
// few elements, not the whole document each time).
const TITLE = '__EMAIL_TITLE__';
const CONTENT = '__EMAIL_CONTENT__';
const FOOTER = '__EMAIL_FOOTER__';
const MARKERS = /__EMAIL_(?:TITLE|CONTENT|FOOTER)__/g;
let frame: string | undefined;

function frameHtml(): string {
  frame ??= `<!DOCTYPE html>${renderToStaticMarkup(<Frame />).replace(
    '<body style="',
    `<body style="${font}`,
  )}`;
  return frame;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole HTML document for one e-mail. */
export function renderEmailHtml(title: string, block: EmailBlock): string {
  const content = renderToStaticMarkup(<Block block={block} />);
  const footer = block.footer?.length
    ? renderToStaticMarkup(<FooterLines lines={block.footer} />)
    : '';
  const parts: Record<string, string> = {
    [TITLE]: escapeHtml(title),
    [CONTENT]: content,
    [FOOTER]: footer,
  };
  // One pass: a marker typed by a visitor inside the title or the content is not replaced again.
  return frameHtml().replace(MARKERS, (marker) => parts[marker]!);
}

function FooterLines({ lines }: { lines: NonNullable<EmailBlock['footer']> }) {
  return (
    <>
      {lines.map((line, i) => (
        <p key={i} style={{ margin: '0 0 8px', ...wrap }}>
          {line.url ? (
            <a href={line.url} style={{ color: COMPANY.colors.brand }}>
              {line.text}
            </a>
          ) : (
            line.text
          )}
        </p>
      ))}
    </>
  );
}

function Frame() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{TITLE}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f4f7fb' }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: '#f4f7fb' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '600px', background: '#ffffff', borderRadius: '8px' }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: COMPANY.colors.ink,
                          borderTop: `4px solid ${COMPANY.colors.accent}`,
                          borderRadius: '8px 8px 0 0',
                          padding: '18px 24px',
                          color: '#ffffff',
                          fontSize: '18px',
                          fontWeight: 700,
                        }}
                      >
                        {COMPANY.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px' }}>
                        <h1
                          style={{
                            margin: '0 0 16px',
                            fontSize: '20px',
                            lineHeight: '1.3',
                            color: COMPANY.colors.ink,
                            ...wrap,
                          }}
                        >
                          {TITLE}
                        </h1>
                        {CONTENT}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 24px',
                          borderTop: '1px solid #dde3ea',
                          fontSize: '12px',
                          lineHeight: '1.5',
                          color: '#4b5563',
                          ...wrap,
                        }}
                      >
                        {FOOTER}
                        {COMPANY.legalName} · {addressLines().join(', ')} · {COMPANY.phone}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The same e-mail as plain text. */
export function renderEmailText(title: string, block: EmailBlock): string {
  const out: string[] = [title, '='.repeat(Math.min(title.length, 70)), ''];
  for (const paragraph of block.paragraphs ?? []) out.push(paragraph, '');
  if (block.fields?.length) {
    for (const field of block.fields) {
      const [first, ...rest] = field.value.split('\n');
      out.push(`${field.label}: ${first ?? ''}`, ...rest.map((line) => `  ${line}`));
    }
    out.push('');
  }
  for (const item of block.items ?? [])
    out.push(`- ${item.text}${item.url ? `\n  ${item.url}` : ''}`);
  if (block.items?.length) out.push('');
  if (block.action) out.push(`${block.action.label}: ${block.action.url}`, '');
  if (block.secondary) out.push(`${block.secondary.label}: ${block.secondary.url}`, '');
  // "-- " (with the space) is the signature separator mail clients recognise.
  out.push('-- ');
  for (const line of block.footer ?? [])
    out.push(line.url ? `${line.text}: ${line.url}` : line.text);
  out.push(COMPANY.legalName, ...addressLines(), COMPANY.phone);
  return out.join('\n');
}
