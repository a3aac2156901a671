import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState, type ListChange } from './use-list-state.ts';

/** The list state of a page at `path`, and its setter, as the page's controls use them. */
function renderList(path: string) {
  const handle: { change?: (change: ListChange) => void } = {};
  function Page() {
    const [, setList] = useListState({ sort: '-createdAt' });
    handle.change = setList;
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, change: (change: ListChange) => handle.change?.(change) };
}

describe('useListState', () => {
  it('keeps both of two changes made before the page renders again (two filters sent at once)', () => {
    const { router, change } = renderList('/list?status=new');
    act(() => {
      change({ filters: { entity: 'course' } });
      change({ q: 'ravi' });
      change({ filters: { action: 'update' } });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'new',
      entity: 'course',
      q: 'ravi',
      action: 'update',
    });
  });

  it('starts again from the URL after back, rather than from what it asked for before', async () => {
    const { router, change } = renderList('/list?status=new');
    act(() => change({ filters: { entity: 'course' } }));
    expect(router.state.location.search).toBe('?status=new&entity=course');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=new');
    act(() => change({ q: 'ravi' }));
    expect(router.state.location.search).toBe('?status=new&q=ravi');
  });

  it('leaves defaults out of the URL and goes back to page 1 on any change but the page', () => {
    const { router, change } = renderList('/list?page=3');
    act(() => change({ sort: '-createdAt', filters: { role: 'editor' } }));
    expect(router.state.location.search).toBe('?role=editor');
    act(() => change({ page: 2 }));
    expect(router.state.location.search).toBe('?role=editor&page=2');
  });
});
