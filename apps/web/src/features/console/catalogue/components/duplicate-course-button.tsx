import { COURSE_COPY_TEXTS } from '@curio/shared';
import { useNavigate } from 'react-router';
import { Button, type TButtonVariant } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useDuplicateCourse } from '#web/features/console/catalogue/api/courses.ts';

type TDuplicateCourseButtonProps = {
  course: { _id: string; name: string };
  variant?: TButtonVariant;
};

/**
 * Makes a draft copy of the saved course (docs/product.md#console) and opens it in the editor; the server
 * names it 'Copy of …' under a free slug.
 */
export function DuplicateCourseButton({ course, variant = 'secondary' }: TDuplicateCourseButtonProps) {
  const duplicate = useDuplicateCourse();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      aria-label={COURSE_COPY_TEXTS.duplicateLabel(course.name)}
      isLoading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(course._id, {
          onSuccess: ({ data, message }) => {
            toast.success(message);
            void navigate(paths.admin.course.to(data._id));
          },
          onError: (error) => toastError(error, COURSE_COPY_TEXTS.failed),
        })
      }
    >
      {COURSE_COPY_TEXTS.duplicate}
    </Button>
  );
}
