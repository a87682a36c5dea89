/**
 * Blog posts: write one in the Slate editor with many formats and a real featured image, read it on
 * the public blog with those formats, edit it (the HTML survives the round trip), unpublish it,
 * delete it; and every blog text of section 8.
 */
import { expect, test, type Page } from '@playwright/test';
import type { BlogPost } from '@northbeam/shared/contract/blog';
import { ApiClient, fixturePath, unique } from '../support/api-client';
import { Dashboard, failApi, signIn } from './support/admin';
import { expectNoAxeViolations } from '../support/browser';

async function getPost(page: Page, id: string): Promise<BlogPost> {
  const response = await page.request.get(`/api/blogs/${id}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as BlogPost;
}

async function postIdFromDashboard(page: Page, title: string): Promise<string> {
  const dashboard = new Dashboard(page);
  await dashboard.search(title);
  const href = await dashboard.row(title).getByRole('link', { name: /^Edit/ }).getAttribute('href');
  return href!.split('/').pop()!;
}

test.describe('admin blog posts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('write a formatted post with an image, publish, edit, unpublish and delete it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = unique('Moving to the cloud without the drama');
    const dashboard = new Dashboard(page);
    await dashboard.open('blogs');
    await page.getByRole('link', { name: 'Add New Blog Post' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Author').fill('Avery Chen');
    await page.getByLabel('Category').selectOption('Cloud Computing');
    await expect(page.getByLabel('Excerpt')).toHaveAttribute('rows', '3');
    await page.getByLabel('Excerpt').fill('How we plan migrations that keep the lights on.');

    // The editor: 400 px high, full toolbar.
    const editor = page.getByRole('textbox', { name: 'Content' });
    await expect(editor).toHaveCSS('height', '400px');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const tool = (name: string | RegExp) => toolbar.getByRole('button', { name });
    const key = (combo: string) => page.keyboard.press(combo);
    const type = (text: string) => page.keyboard.type(text);

    await editor.click();
    await toolbar.getByLabel('Text style').selectOption('2');
    await type('Why teams move to the cloud');
    await key('Enter');
    await type('Plain start, ');
    await key('Control+b');
    await type('bold words');
    await key('Control+b');
    await type(', ');
    await key('Control+i');
    await type('italic words');
    await key('Control+i');
    await type(', ');
    await key('Control+u');
    await type('underlined words');
    await key('Control+u');
    await type(', ');
    await tool(/^Strikethrough/).click();
    await type('struck');
    await tool(/^Strikethrough/).click();
    await type(' and H');
    await tool(/^Subscript/).click();
    await type('2');
    await tool(/^Subscript/).click();
    await type('O with E = mc');
    await tool(/^Superscript/).click();
    await type('2');
    await tool(/^Superscript/).click();
    await key('Enter');
    await tool('Numbered list').click();
    await type('Assess');
    await key('Enter');
    await type('Migrate');
    await key('Enter');
    await key('Enter');
    await tool('Bulleted list').click();
    await type('First point');
    await key('Enter');
    await type('Second point');
    await key('Enter');
    await key('Enter');
    await tool('Blockquote').click();
    await type('Move fast, but keep the lights on.');
    await key('Enter');
    await tool('Code block').click();
    await type('terraform plan');
    await key('Enter');
    await type('terraform apply');
    // Enter on an empty last line leaves the code block.
    await key('Enter');
    await key('Enter');
    await type('Read the docs');
    await key('Shift+Home');
    await tool('Link').click();
    await page.getByLabel('Link address').fill('https://example.com/docs');
    await page.getByLabel('Open in a new tab').check();
    await page.getByRole('button', { name: 'Apply link' }).click();
    await editor.focus();
    await key('Control+End');
    await key('Enter');
    await type('Centred and indented teal words');
    await key('Enter');
    await type('مرحبا highlighted');
    // Background colour and right-to-left on the last line…
    await key('Shift+Home');
    await toolbar.getByLabel('Background colour', { exact: true }).fill('#fde68a');
    await editor.focus();
    await key('Control+End');
    await tool('Right-to-left').click();
    // …text colour, centring and two indent levels on the line above.
    await key('ArrowUp');
    await key('End');
    await key('Shift+Home');
    await toolbar.getByLabel('Text colour', { exact: true }).fill('#0f766e');
    await editor.focus();
    await tool('Align center').click();
    await tool(/^Increase indent/).click();
    await tool(/^Increase indent/).click();
    // An image at the end.
    await key('Control+End');
    await tool('Image').click();
    await page.getByLabel('Image address').fill('/images/hero.svg');
    // The alternative text is asked for: no description and not decorative is refused.
    await page.getByRole('button', { name: 'Insert image' }).click();
    await expect(
      page.getByText(
        'Describe the picture for readers who cannot see it, or mark it as decorative',
      ),
    ).toBeVisible();
    await page.getByLabel('Alternative text').fill('Hero illustration');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await expect(editor.locator('img[alt="Hero illustration"]')).toBeVisible();
    // And a decorative one, stored with an empty alt.
    await key('Control+End');
    await tool('Image').click();
    await page.getByLabel('Image address').fill('/images/placeholder.svg');
    await page.getByLabel('Decorative image (no description)').check();
    await expect(page.getByLabel('Alternative text')).toBeDisabled();
    await page.getByRole('button', { name: 'Insert image' }).click();
    await expect(editor.locator('img[src="/images/placeholder.svg"][alt=""]')).toBeAttached();

    await page.getByLabel('Tags').fill('cloud, migration, , Cloud');
    await expect(page.getByLabel('Publish immediately')).toBeChecked();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please upload a featured image.');

    await page.getByLabel(/Featured Image/).setInputFiles(fixturePath('image.png'));
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();

    // The autosave has created the post meanwhile: "Create Post" writes the whole form over it.
    await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    const saving = /\/api\/blogs(\/[0-9a-f-]{36})?$/;
    await page.route(saving, async (route) => {
      if (!['POST', 'PUT'].includes(route.request().method())) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=blogs/);
    await page.unroute(saving);

    const id = await postIdFromDashboard(page, title);
    const row = dashboard.row(title);
    await expect(row).toContainText('Published');
    const saved = await getPost(page, id);
    expect(saved.tags).toEqual(['cloud', 'migration']);
    expect(saved.imageUrl).toMatch(/^\/uploads\//);
    for (const fragment of [
      '<h2>Why teams move to the cloud</h2>',
      '<strong>bold words</strong>',
      '<em>italic words</em>',
      '<u>underlined words</u>',
      '<s>struck</s>',
      'H<sub>2</sub>O',
      'mc<sup>2</sup>',
      '<ol><li>Assess</li><li>Migrate</li></ol>',
      '<ul><li>First point</li><li>Second point</li></ul>',
      '<blockquote>Move fast, but keep the lights on.</blockquote>',
      '<pre><code>terraform plan\nterraform apply</code></pre>',
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">Read the docs</a>',
      '<p class="indent-2 align-center"><span style="color: #0f766e">Centred and indented teal words</span></p>',
      '<p dir="rtl"><span style="background-color: #fde68a">مرحبا highlighted</span></p>',
      '<img src="/images/hero.svg" alt="Hero illustration">',
      '<img src="/images/placeholder.svg" alt="">',
    ]) {
      expect(saved.content).toContain(fragment);
    }

    // The public post renders those formats.
    const reader = await page.context().newPage();
    await reader.goto(`/blog/${saved.slug}`);
    const content = reader.getByTestId('post-content');
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(content.locator('h2')).toHaveText('Why teams move to the cloud');
    await expect(content.locator('strong')).toHaveText('bold words');
    await expect(content.locator('em')).toHaveText('italic words');
    await expect(content.locator('u')).toHaveText('underlined words');
    await expect(content.locator('s')).toHaveText('struck');
    await expect(content.locator('sub')).toHaveText('2');
    await expect(content.locator('sup')).toHaveText('2');
    await expect(content.locator('ol > li')).toHaveText(['Assess', 'Migrate']);
    await expect(content.locator('ul > li')).toHaveText(['First point', 'Second point']);
    await expect(content.locator('blockquote')).toHaveText('Move fast, but keep the lights on.');
    await expect(content.locator('pre code')).toHaveText('terraform plan\nterraform apply');
    const link = content.getByRole('link', { name: 'Read the docs' });
    await expect(link).toHaveAttribute('href', 'https://example.com/docs');
    await expect(link).toHaveAttribute('target', '_blank');
    const teal = content.locator('p.align-center.indent-2');
    await expect(teal).toHaveCSS('text-align', 'center');
    await expect(teal.locator('span')).toHaveCSS('color', 'rgb(15, 118, 110)');
    await expect(content.locator('p[dir="rtl"] span')).toHaveCSS(
      'background-color',
      'rgb(253, 230, 138)',
    );
    await expect(content.getByRole('img', { name: 'Hero illustration' })).toBeVisible();
    await expectNoAxeViolations(reader);
    await reader.close();

    // Edit: the editor loads the saved HTML and writes it back unchanged.
    await row.getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Tags')).toHaveValue('cloud, migration');
    await expect(editor.locator('h2')).toHaveText('Why teams move to the cloud');
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    const edited = `${title} (updated)`;
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=blogs/);
    const updated = await getPost(page, id);
    expect(updated.title).toBe(edited);
    expect(updated.content).toBe(saved.content);
    expect(updated.imageUrl).toBe(saved.imageUrl);

    // Unpublish: a draft on the dashboard, gone from the public blog.
    await dashboard.search(edited);
    await dashboard
      .row(edited)
      .getByRole('button', { name: /^Unpublish/ })
      .click();
    await expect(dashboard.row(edited)).toContainText('Draft');
    await expect(dashboard.row(edited).getByRole('button', { name: /^Publish/ })).toBeVisible();
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/blog/${saved.slug}`);
    await expect(visitor.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await visitor.goto('/blog');
    await expect(visitor.getByRole('heading', { name: 'Recent Posts' })).toBeVisible();
    await expect(visitor.getByText(edited)).toHaveCount(0);
    await visitor.close();

    // Delete through the confirmation.
    await dashboard
      .row(edited)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete blog post' });
    await expect(dialog).toContainText('Are you sure you want to delete this blog post?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dashboard.row(edited)).toBeVisible();
    await dashboard
      .row(edited)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dashboard.row(edited)).toHaveCount(0);
    expect((await page.request.get(`/api/blogs/${id}`)).status()).toBe(404);
  });

  test('Back to Dashboard and Cancel leave the form; broken images fall back', async ({
    page,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const post = await api.createBlog({
      title: unique('Broken image post'),
      imageUrl: '/uploads/missing.png',
    });
    await page.goto('/admin/blogs/new');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.goto('/admin/blogs/new');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);

    const dashboard = new Dashboard(page);
    await dashboard.open('blogs');
    await dashboard.search(post.title);
    await expect(dashboard.row(post.title).getByRole('img', { name: 'No image' })).toBeVisible();
    await page.goto(`/admin/blogs/${post._id}`);
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    await expect(page.locator('img[alt="Featured image preview"]')).toHaveCount(0);
  });

  test('the spec texts of failed blog loads, saves and dashboard actions', async ({
    page,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const post = await api.createBlog({ title: unique('Failure cases post') });

    await failApi(page, /\/api\/blogs\/[^/?]+\/edit$/, 'GET');
    await page.goto(`/admin/blogs/${post._id}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch blog data.');
    await page.unrouteAll();

    await page.goto(`/admin/blogs/${post._id}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    // The server's message…
    await page.route(/\/api\/blogs\/[^/?]+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Title is already taken' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('Title is already taken');
    await page.unrouteAll();
    // …or the fallback when it sent none…
    await failApi(page, /\/api\/blogs\/[^/?]+$/, 'PUT');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to save blog post');
    await page.unrouteAll();
    // …and the general one for anything else.
    await page.route(/\/api\/blogs\/[^/?]+$/, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred while saving the blog post.',
    );
    await page.unrouteAll();

    const dashboard = new Dashboard(page);
    await dashboard.open('blogs');
    await dashboard.search(post.title);
    await failApi(page, /\/api\/blogs\/[^/?]+$/, 'PUT');
    await dashboard
      .row(post.title)
      .getByRole('button', { name: /^Unpublish/ })
      .click();
    await expect(dashboard.banner('Failed to update blog status')).toBeVisible();
    await expect(dashboard.row(post.title)).toContainText('Published');
    await failApi(page, /\/api\/blogs\/[^/?]+$/, 'DELETE');
    await dashboard
      .row(post.title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(dashboard.banner('Failed to delete blog')).toBeVisible();
    await expect(dashboard.row(post.title)).toBeVisible();
  });
});
