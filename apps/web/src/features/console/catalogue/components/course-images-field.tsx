import { useId, useRef } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { CATALOGUE_LIMITS, IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { useUploadCourseImage } from '#web/features/console/catalogue/api/courses.ts';
import { imageFileProblem } from '#web/features/console/shell/api/uploads.ts';
import {
  useCourseFieldError,
  useCourseForm,
} from '#web/features/console/catalogue/lib/course-form-context.ts';
import { ImageField } from '#web/features/console/shell/components/image-field.tsx';
import { SortableList } from '#web/features/console/shell/components/sortable-list.tsx';
import { Img } from '#web/components/ui/img.tsx';

/**
 * The course's images, the first being its cover (docs/product.md#catalogue), and its sample certificate. A
 * new course has no id to upload its images to yet: say so instead of offering an upload that cannot work;
 * the certificate is an upload like a content image's and works at once.
 */
export function CourseImagesField({ courseId }: { courseId: string | undefined }) {
  const { control } = useCourseForm();
  return (
    <section className="console-panel" aria-labelledby="course-images">
      <h2 id="course-images" className="console-panel__title">
        Images
      </h2>
      <p className="console-note">{MESSAGES.admin.courseImagesCover}</p>
      {courseId ? (
        <ImagesEditor courseId={courseId} />
      ) : (
        <p className="console-note">Save the course first to add images.</p>
      )}
      <Controller
        control={control}
        name="certificateDemo"
        render={({ field, fieldState }) => (
          <ImageField
            label="Certificate demo"
            isOptional
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}

/** Upload (JPEG, PNG or WebP up to 5 MB), reorder by drag, remove; the first image is the course's cover. */
function ImagesEditor({ courseId }: { courseId: string }) {
  const { control } = useCourseForm();
  const errorOf = useCourseFieldError();
  const images = useFieldArray({ control, name: 'images' });
  const upload = useUploadCourseImage(courseId);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isFull = images.fields.length >= CATALOGUE_LIMITS.images;
  const error = errorOf('images');

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      toast.error(refused);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ data }) => {
        images.append({ url: data.url });
        toast.success('Image uploaded. Save the course to keep it.');
      },
      onError: (err) => toastError(err, MESSAGES.images.uploadFailed),
      onSettled: () => {
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  return (
    <>
      {images.fields.length === 0 ? (
        <p className="console-note">No images yet.</p>
      ) : (
        <SortableList
          items={images.fields}
          getId={(image) => image.id}
          describe={(_image, index) => `image ${String(index + 1)}`}
          onMove={images.move}
          className="course-images"
          renderItem={(image, index, handle) => (
            <div className="course-image">
              {handle}
              <Img
                src={image.url}
                alt={`Course image ${String(index + 1)}`}
                className="course-image__thumb"
                width={96}
                height={64}
              />
              <span className="course-image__label">
                {index === 0 ? 'Cover' : `Image ${String(index + 1)}`}
              </span>
              <Button variant="ghost" onClick={() => images.remove(index)}>
                Remove image {index + 1}
              </Button>
            </div>
          )}
        />
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Upload an image
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_LIMITS.accept}
          className="field__input"
          disabled={upload.isPending || isFull}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <p className="field__hint">
          {upload.isPending
            ? 'Uploading…'
            : isFull
              ? 'This course has the most images it can have.'
              : 'JPEG, PNG or WebP, at most 5 MB.'}
        </p>
      </div>
    </>
  );
}
