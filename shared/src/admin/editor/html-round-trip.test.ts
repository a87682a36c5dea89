// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer } from '../../contract/rich-text';
import { deserializeHtml } from './html-deserializer';
import { serializeHtml } from './html-serializer';
import type { CustomElement } from './types';

const sanitize = createRichTextSanitizer(createDOMPurify(window));
const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

/** One case per format of section 5 (and the vocabulary of rich-text.ts). */
const CASES: [string, string][] = [
  ['paragraph', '<p>Plain paragraph</p>'],
  ['empty paragraph', '<p></p>'],
  ['heading 1', '<h1>Heading one</h1>'],
  ['heading 2', '<h2>Heading two</h2>'],
  ['heading 3', '<h3>Heading three</h3>'],
  ['heading 4', '<h4>Heading four</h4>'],
  ['heading 5', '<h5>Heading five</h5>'],
  ['heading 6', '<h6>Heading six</h6>'],
  ['bold', '<p>a <strong>bold</strong> word</p>'],
  ['italic', '<p>an <em>italic</em> word</p>'],
  ['underline', '<p>an <u>underlined</u> word</p>'],
  ['strike', '<p>a <s>struck</s> word</p>'],
  ['subscript', '<p>H<sub>2</sub>O</p>'],
  ['superscript', '<p>E = mc<sup>2</sup></p>'],
  ['nested marks', '<p><strong><em><u><s>all four</s></u></em></strong></p>'],
  ['ordered list', '<ol><li>First</li><li>Second</li></ol>'],
  ['bullet list', '<ul><li>One</li><li><strong>Two</strong></li></ul>'],
  ['blockquote', '<blockquote>Quoted words</blockquote>'],
  ['code block', '<pre><code>const a = 1 &lt; 2;\n  return a &amp;&amp; b;</code></pre>'],
  ...Array.from({ length: 8 }, (_, i): [string, string] => [
    `indent ${i + 1}`,
    `<p class="indent-${i + 1}">Indented</p>`,
  ]),
  ['right-to-left', '<p dir="rtl">مرحبا بالعالم</p>'],
  ['text colour', '<p><span style="color: #e11d48">red text</span></p>'],
  ['background colour', '<p><span style="background-color: #fde68a">highlight</span></p>'],
  [
    'both colours',
    '<p><span style="color: #1d4ed8; background-color: #fef3c7"><strong>both</strong></span></p>',
  ],
  ['align left', '<p class="align-left">Left</p>'],
  ['align center', '<h2 class="align-center">Centred</h2>'],
  ['align right', '<p class="align-right">Right</p>'],
  ['align justify', '<p class="align-justify">Justified</p>'],
  ['indent, align and rtl together', '<p class="indent-2 align-right" dir="rtl">All three</p>'],
  ['link', '<p>Read <a href="https://example.com/docs?a=1&amp;b=2">the docs</a> now</p>'],
  [
    'link in a new tab',
    '<p><a href="/careers" target="_blank" rel="noopener noreferrer">Careers</a></p>',
  ],
  ['link with marks', '<p><a href="mailto:hi@example.com"><strong>Mail</strong> us</a></p>'],
  ['image', '<img src="/uploads/blog/photo.png" alt="A photo">'],
  ['image with an https address', '<img src="https://cdn.example.com/a.jpg" alt="">'],
  ['line break', '<p>first line<br>second line</p>'],
  ['escaped text', '<p>5 &lt; 6 &amp; 7 &gt; 3 "quoted"</p>'],
  ['list item formats', '<ul><li class="indent-1 align-center" dir="rtl">Item</li></ul>'],
  [
    'a whole post',
    '<h2>Why the cloud</h2><p>Teams <strong>ship</strong> faster with <a href="https://example.com">managed</a> services.</p><ul><li>Scale</li><li>Security</li></ul><blockquote>Move fast.</blockquote><pre><code>npm start</code></pre><img src="/uploads/x.png" alt="Diagram"><p class="align-center"><span style="color: #0f766e"><em>Thanks</em></span></p>',
  ],
];

describe('editor HTML round trip', () => {
  it.each(CASES)('%s: HTML → Slate → HTML keeps it', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it.each(CASES)('%s: survives the server sanitiser unchanged', (_name, html) => {
    expect(sanitize(html)).toBe(html);
  });
});

describe('Slate → HTML → Slate', () => {
  it('keeps the document model', () => {
    const value: CustomElement[] = [
      { type: 'heading', level: 3, align: 'center', children: [{ text: 'Title' }] },
      {
        type: 'paragraph',
        indent: 3,
        dir: 'rtl',
        children: [
          { text: 'Plain ' },
          { text: 'bold', bold: true, color: '#ff0000' } as never,
          { text: ' and ' },
          {
            type: 'link',
            url: 'https://example.com',
            newTab: true,
            children: [{ text: 'a link', italic: true } as never],
          },
          { text: '' },
        ],
      },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two', superscript: true } as never] },
        ],
      },
      { type: 'code-block', children: [{ text: 'line 1\nline 2' }] },
      { type: 'image', url: '/uploads/a.png', alt: 'alt', children: [{ text: '' }] },
    ];
    expect(deserializeHtml(serializeHtml(value))).toEqual(value);
  });

  it('drops what the vocabulary does not allow', () => {
    const value: CustomElement[] = [
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] },
          { text: '', color: 'red; background: url(x)' } as never,
        ],
      },
      { type: 'image', url: 'data:image/png;base64,AAAA', alt: '', children: [{ text: '' }] },
    ];
    const html = serializeHtml(value);
    expect(html).toBe('<p>x</p>');
    expect(sanitize(html)).toBe(html);
  });

  it('gives every image an alt: empty (decorative) when none was given, kept when it was', () => {
    expect(sanitize('<p>x</p><img src="/a.png"><img src="/b.png" alt="A chart">')).toBe(
      '<p>x</p><img src="/a.png" alt=""><img src="/b.png" alt="A chart">',
    );
  });

  it('reads foreign HTML sensibly', () => {
    const html = '<div>Hello <b>there</b></div>\n<p><img src="/a.png" alt="a"></p> tail';
    expect(roundTrip(html)).toBe(
      '<p>Hello <strong>there</strong></p><img src="/a.png" alt="a"><p> tail</p>',
    );
  });

  it('an empty string is one empty paragraph', () => {
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });
});
