import {
  notifyManager,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from './use-console-action.ts';

/** A request the test answers when it wants: each call is recorded and waits for `settle`. */
function controlledRequest() {
  const calls: { vars: string; settle: (ok: boolean) => void }[] = [];
  const request = (vars: string) =>
    new Promise<string>((resolve, reject) =>
      calls.push({
        vars,
        settle: (ok) => (ok ? resolve(`done ${vars}`) : reject(new Error(`failed ${vars}`))),
      }),
    );
  return { calls, request };
}

/** A Publish button on one guarded action, and what the action reported. */
function PublishButton({ request }: { request: (vars: string) => Promise<string> }) {
  const action = useConsoleAction(useMutation({ mutationFn: request }));
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <ActionButton
        isBusy={action.pendingVars === 'course'}
        disabled={action.isPending}
        onClick={() =>
          action.run('course', {
            onSuccess: (reply) => setOutcome(reply),
            onError: (error) => setOutcome(error.message),
          })
        }
      >
        Publish
      </ActionButton>
      <output>{outcome}</output>
    </>
  );
}

function renderPublish() {
  const controlled = controlledRequest();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PublishButton request={controlled.request} />
    </QueryClientProvider>,
  );
  return { ...controlled, button: screen.getByRole('button', { name: 'Publish' }) };
}

describe('a console action (useConsoleAction with ActionButton)', () => {
  it('is disabled and busy while its request is in flight, and acts again once it has settled', async () => {
    const { calls, button } = renderPublish();
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    act(() => calls[0]?.settle(true));
    expect(await screen.findByText('done course')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('drops a second press that comes before React has re-rendered the button disabled', async () => {
    const { calls, button } = renderPublish();
    // Both presses in one task: the button is still enabled in the DOM for the second one.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(button).toBeDisabled());
    expect(calls).toHaveLength(1);
    act(() => calls[0]?.settle(true));
    expect(await screen.findByText('done course')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('ignores the second press of a double-click even when the first has already settled', async () => {
    const { calls, button } = renderPublish();
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.settle(true));
    expect(await screen.findByText('done course')).toBeInTheDocument();
    fireEvent.click(button, { detail: 2 });
    expect(calls).toHaveLength(1);
  });

  it('acts on a keyboard press (no pointer count) and can be tried again after a failure', async () => {
    const { calls, button } = renderPublish();
    fireEvent.click(button, { detail: 0 });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.settle(false));
    expect(await screen.findByText('failed course')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button, { detail: 0 });
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  describe('whose state comes from a parent', () => {
    // The query client's notifications, held until the test lets them through: the task in which a reply has
    // settled but has not yet reached the components that read it, made as long as the test needs.
    const held: (() => void)[] = [];
    const release = () => act(() => held.splice(0).forEach((notify) => notify()));
    afterEach(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));

    /** An order's Mark as paid: the page reads the status, the button only gets it as a prop. */
    function MarkAsPaid({ status, request }: { status: string; request: (vars: string) => Promise<string> }) {
      const queryClient = useQueryClient();
      const action = useConsoleAction(
        useMutation({
          mutationFn: request,
          onSuccess: () => queryClient.setQueryData(['status'], 'confirmed'),
        }),
      );
      return (
        <ActionButton disabled={status !== 'pending' || action.isPending} onClick={() => action.run('paid')}>
          Mark as paid
        </ActionButton>
      );
    }

    function OrderPage({ request }: { request: (vars: string) => Promise<string> }) {
      const { data: status = 'pending' } = useQuery({
        queryKey: ['status'],
        queryFn: () => 'pending',
        staleTime: Infinity,
      });
      return (
        <>
          <p>Status: {status}</p>
          <MarkAsPaid status={status} request={request} />
        </>
      );
    }

    it('stays locked until the reply has reached the parent: no second chance at the old step', async () => {
      const { calls, request } = controlledRequest();
      const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      render(
        <QueryClientProvider client={queryClient}>
          <OrderPage request={request} />
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Status: pending')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Mark as paid' });
      notifyManager.setScheduler((notify) => held.push(notify));

      fireEvent.click(button, { detail: 0 });
      await waitFor(() => expect(calls).toHaveLength(1));
      act(() => calls[0]?.settle(true));
      // The reply has settled; the page still shows the old status until the notifications go through.
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      expect(screen.getByText('Status: pending')).toBeInTheDocument();
      expect(button).toBeDisabled();
      fireEvent.click(button, { detail: 0 });

      release();
      expect(await screen.findByText('Status: confirmed')).toBeInTheDocument();
      expect(button).toBeDisabled();
      expect(calls).toHaveLength(1);
    });
  });
});
