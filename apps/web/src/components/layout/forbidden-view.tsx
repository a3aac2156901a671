import { MESSAGES } from '@curio/shared';
import { StatusView } from './status-view.tsx';

type TForbiddenViewProps = {
  /** Where the link goes: home for a learner, the dashboard for an editor inside the console. */
  backTo: string;
  backLabel: string;
};

/**
 * 403: shown to a learner at /admin or at a course preview, and to an editor at an admin-only console page.
 */
export function ForbiddenView({ backTo, backLabel }: TForbiddenViewProps) {
  return (
    <StatusView
      code="403"
      head={{ title: 'Access denied', description: MESSAGES.admin.forbiddenPage, noIndex: true }}
      title="Access denied"
      text={MESSAGES.admin.forbiddenPage}
      action={{ to: backTo, label: backLabel }}
    />
  );
}
