/**
 * The pipeline board: filtered by job, a card moved by keyboard (Space, →, Space) and by
 * dragging; each move is a status change the server keeps. The board passes axe.
 */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { applyToJob, signIn } from './support/admin';

test('move a candidate through the pipeline by keyboard and by drag', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Pipeline SRE') });
  const name = unique('Pat Pipeline');
  await applyToJob(request, job._id, name);
  const other = await api.createJob({ title: unique('Pipeline Other') });
  const otherName = unique('Olga Other');
  await applyToJob(request, other._id, otherName);

  await signIn(page);
  await page.goto('/admin/dashboard?tab=applications');
  await page.getByRole('link', { name: 'Board view' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await page.getByLabel('Filter the pipeline by job').selectOption({ label: job.title });
  await expect(page).toHaveURL(new RegExp(`job=${job._id}`));
  const received = page.getByTestId('column-received');
  const reviewing = page.getByTestId('column-reviewing');
  const interviewed = page.getByTestId('column-interviewed');
  await expect(received.getByText(name)).toBeVisible();
  await expect(page.getByText(otherName)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Keyboard: lift, one column right, drop.
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  // As a person would: drop once the card is shown over the next column.
  await expect(page.getByText(`${name} is over Reviewing.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(reviewing.getByText(name)).toBeVisible();
  // Said once to screen readers (dnd-kit's live region), not a second time by the page.
  await expect(
    page.getByRole('status').filter({ hasText: `${name} moved to Reviewing.` }),
  ).toHaveCount(1);
  await expect(page.getByText(`${name} moved to`)).toHaveCount(1);

  // Drag with the mouse to the next column.
  const from = await page.getByRole('button', { name: `Move ${name}` }).boundingBox();
  const to = await interviewed.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 20, from!.y + 10, { steps: 5 });
  await expect(page.getByRole('button', { name: `Move ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 60, { steps: 10 });
  await expect(page.getByText(`${name} is over Interviewed.`)).toBeAttached();
  await page.mouse.up();
  await expect(interviewed.getByText(name)).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(page.getByTestId('column-interviewed').getByText(name)).toBeVisible();
});

test('a long column keeps only the cards in view in the page and loads more as it scrolls', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Pipeline Crowd') });
  const stamp = unique('Crowd');
  const count = 130;
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) =>
        applyToJob(request, job._id, `${stamp} ${String(start + i).padStart(3, '0')}`),
      ),
    );
  }

  await signIn(page);
  await page.goto(`/admin/pipeline?job=${job._id}`);
  const received = page.getByTestId('column-received');
  await expect(received.getByRole('heading')).toContainText(String(count));
  await expect(received.getByTestId('board-card').first()).toBeVisible();
  // Virtualised: far fewer cards in the page than in the column.
  const rendered = await received.getByTestId('board-card').count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(40);

  // Scrolled to its end, the column fetches the next pages and shows the oldest application.
  const scroller = page.getByTestId('scroll-received');
  const oldest = received.getByText(`${stamp} 000`);
  for (let i = 0; i < 20 && !(await oldest.isVisible()); i++) {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForTimeout(150);
  }
  await expect(oldest).toBeVisible();
  expect(await received.getByTestId('board-card').count()).toBeLessThan(40);

  // The oldest moves by keyboard from down there, like any other card.
  const oldestHandle = page.getByRole('button', { name: `Move ${stamp} 000` });
  await oldestHandle.focus();
  await page.keyboard.press('Space');
  await expect(oldestHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${stamp} 000 is over Reviewing.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('column-reviewing').getByText(`${stamp} 000`)).toBeVisible();
  await expect(received.getByRole('heading')).toContainText(String(count - 1));
});
