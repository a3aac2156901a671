import '#web/features/trainer/trainer.css';
import { SITE_PAGES } from '@curio/shared';
import { useState } from 'react';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ApplicationSent } from '#web/features/trainer/components/application-sent.tsx';
import { TrainerForm } from '#web/features/trainer/components/trainer-form.tsx';

const REASONS = [
  {
    title: 'Teach what you use',
    text: 'Design sessions around the tools you work with every day; we handle the platform, the labs and the learners.',
  },
  {
    title: 'Flexible hours',
    text: 'Evening and weekend batches fit around a full-time job. Teach one cohort a quarter or one a month.',
  },
  {
    title: 'Paid fairly, on time',
    text: 'A clear rate per session and per learner review, paid monthly, with a bonus for top-rated cohorts.',
  },
] as const;

/** `/beatrainer`: why teach with Curio, and the application form (or its success state once sent). */
export function BeATrainerPage() {
  const [isSent, setIsSent] = useState(false);
  return (
    <PageFrame eyebrow="Teach with us" head={SITE_PAGES.beTrainer}>
      <div className="trainer-layout">
        <section className="trainer-why" aria-labelledby="trainer-why-title">
          <h2 id="trainer-why-title" className="svc-section__title">
            Why teach with Curio
          </h2>
          <ul className="trainer-why__list">
            {REASONS.map((reason) => (
              <li key={reason.title}>
                <h3 className="trainer-why__title">{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="trainer-card">
          {isSent ? (
            <ApplicationSent onAgain={() => setIsSent(false)} />
          ) : (
            <>
              <h2 className="svc-section__title">Apply to teach</h2>
              <TrainerForm onSent={() => setIsSent(true)} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
