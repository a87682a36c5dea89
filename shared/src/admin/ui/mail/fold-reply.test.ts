import { describe, expect, it } from 'vitest';
import { foldReply } from './fold-reply';

const lines = (...l: string[]) => l.join('\n');

describe('foldReply', () => {
  it("folds the quote our own replies carry (the server's 'On …, … wrote:' and '> ' lines)", () => {
    const text = lines(
      'Tuesday at 10:00 works for me.',
      '',
      'Mae',
      '',
      'On Tue, 24 Nov 2026 14:05:00 GMT, Northbeam Technologies <no-reply@northbeam.test> wrote:',
      '> Hello Mae,',
      '>',
      '> Which of these times suit you?',
    );
    expect(foldReply(text)).toEqual({
      text: 'Tuesday at 10:00 works for me.\n\nMae',
      quote: true,
      signature: false,
    });
  });

  it("folds Gmail's quote header wrapped over two lines", () => {
    const text = lines(
      'Sounds good.',
      '',
      'On Tue, Nov 24, 2026 at 2:05 PM Northbeam Recruiting <',
      'reply+abcdefghijklmnopqrstuvwxyz234567@reply.northbeam.test> wrote:',
      '',
      '> Hello Mae,',
    );
    expect(foldReply(text)).toMatchObject({ text: 'Sounds good.', quote: true });
  });

  it("folds Outlook's header block, unquoted, and the signature above it", () => {
    const text = lines(
      'Yes, please send the contract.',
      '',
      '-- ',
      'Grace Hopper',
      'CTO, Lead Co',
      '',
      '________________________________',
      'From: Sam Sales <sam@northbeam.test>',
      'Sent: Tuesday, November 24, 2026 2:05 PM',
      'To: Grace Hopper <grace@lead.example>',
      'Subject: Re: your message',
      '',
      'Hello Grace,',
    );
    expect(foldReply(text)).toEqual({
      text: 'Yes, please send the contract.',
      quote: true,
      signature: true,
    });
  });

  it('folds "-----Original Message-----" and everything below it', () => {
    const text = lines('See below.', '', '-----Original Message-----', 'From: a@b.test', 'Hi');
    expect(foldReply(text)).toMatchObject({ text: 'See below.', quote: true });
  });

  it('folds a mobile footer and the quote under it (iPhone style)', () => {
    const text = lines(
      'Sure!',
      '',
      'Sent from my iPhone',
      '',
      '> On 24 Nov 2026, at 14:05, Ann <ann@northbeam.test> wrote:',
      '> Can you come on Tuesday?',
    );
    expect(foldReply(text)).toEqual({ text: 'Sure!', quote: true, signature: true });
  });

  it('keeps an answer written between quoted lines whole', () => {
    const text = lines('Hi,', '> Can you start in March?', 'Yes.', '> Remote?', 'Mostly.');
    expect(foldReply(text)).toEqual({ text, quote: false, signature: false });
  });

  it('keeps a message that is all history (a forward) whole', () => {
    const text = lines('---------- Forwarded message ---------', 'From: x@y.test', '', 'Hello');
    expect(foldReply(text)).toEqual({ text, quote: false, signature: false });
    const bare = lines('> only a quote', '> and more');
    expect(foldReply(bare)).toEqual({ text: bare, quote: false, signature: false });
  });

  it('keeps sentences that merely look like markers', () => {
    const text = lines(
      'On Monday the team wrote the plan',
      'From: the start we agreed on this',
      'Sent from a meeting room, more or less.',
      '',
      'Thanks',
    );
    expect(foldReply(text)).toEqual({ text, quote: false, signature: false });
  });

  it('reads Windows line ends and trailing blank lines', () => {
    expect(foldReply('Yes.\r\n\r\nOn Mon, Ann wrote:\r\n> Q?\r\n\r\n')).toEqual({
      text: 'Yes.',
      quote: true,
      signature: false,
    });
  });

  it('takes linear time on a large hostile message', () => {
    const hostile = `${'On '.repeat(200_000)}\n${`Am ${'x '.repeat(150)}\n`.repeat(5_000)}${'> q\n'.repeat(50_000)}`;
    const started = performance.now();
    const folded = foldReply(hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(folded.quote).toBe(true);
  });
});
