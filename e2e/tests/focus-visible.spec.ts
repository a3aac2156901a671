import { type Locator } from '@playwright/test';
import { MESSAGES } from '@curio/shared';
import { expect, test, editorLogin, expectToast } from '../fixtures/index.ts';

/**
 * Where the keyboard is, a person sees it (WCAG 2.2 focus appearance, styles/tokens.css): a field, a button
 * or a link in focus has a solid ring at least 2 px wide with at least 3:1 contrast against the page around
 * it, in the site and the console; an inline rename in the console leaves the keyboard on its row.
 */

type TRing = { width: number; style: string; contrast: number };

/** The focused element's outline, and its contrast with the first opaque background behind it. */
function ringOf(locator: Locator): Promise<TRing> {
  return locator.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if ((rgb(color)[3] ?? 1) > 0) {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    const style = getComputedStyle(element);
    // A see-through ring is seen as its blend with the page: a transparent one is no ring at all.
    const [r = 0, g = 0, b = 0, alpha = 1] = rgb(style.outlineColor);
    const page = rgb(background);
    const seen = [r, g, b].map((channel, i) => channel * alpha + (page[i] ?? 255) * (1 - alpha));
    const ring = `rgb(${seen.join(', ')})`;
    const [lighter, darker] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
    return {
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05),
    };
  });
}

async function expectVisibleRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const ring = await ringOf(locator);
  expect(ring.style, 'a solid outline').toBe('solid');
  expect(ring.width, 'outline width (px)').toBeGreaterThanOrEqual(2);
  expect(ring.contrast, 'outline contrast with the page').toBeGreaterThanOrEqual(3);
}

test('a text field, a button and a link in focus show the ring, in the site and in the console', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  await email.click();
  await expectVisibleRing(email);
  await page.keyboard.press('Tab');
  await expectVisibleRing(page.getByLabel('Password', { exact: true }));

  await page.goto('/SayHello');
  const name = page.getByRole('textbox').first();
  await name.focus();
  await expectVisibleRing(name);

  await editorLogin(page, '/admin/courses');
  const search = page.getByLabel('Search name or slug', { exact: true });
  await search.click();
  await expectVisibleRing(search);
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  await expectVisibleRing(next);
  await page.getByRole('link', { name: 'New course' }).focus();
  await expectVisibleRing(page.getByRole('link', { name: 'New course' }));
});

test('after an inline rename the keyboard is on the renamed category’s Rename button', async ({ page }) => {
  const name = `Glazes ${Date.now().toString(36)}`;
  await editorLogin(page, '/admin/categories');
  await page.getByLabel('New category name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expectToast(page, MESSAGES.admin.categoryCreated);

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const field = page.getByLabel(`New name for ${name}`, { exact: true });
  await expect(field).toBeFocused();
  await field.fill(`${name} and slips`);
  await page.keyboard.press('Enter');
  await expectToast(page, MESSAGES.admin.saved);
  const renamed = page.getByRole('button', { name: `Rename ${name} and slips` });
  await expect(renamed).toBeFocused();
  await expectVisibleRing(renamed);

  // Escape ends a rename too, with the keyboard where it was.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`New name for ${name} and slips`, { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(renamed).toBeFocused();

  await page.getByRole('button', { name: `Delete ${name} and slips` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, MESSAGES.admin.deleted);
});
