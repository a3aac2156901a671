import type { TSiteSettings } from '@curio/shared';
import { SocialIcon } from '#web/components/ui/social-icon.tsx';
import { Img } from '#web/components/ui/img.tsx';

const FALLBACK_PHOTO = '/images/founder.svg';

export function FounderCard({ founder }: { founder: TSiteSettings['founder'] }) {
  return (
    <article className="founder">
      <Img
        className="founder__photo"
        src={founder.photo || FALLBACK_PHOTO}
        alt={`Portrait of ${founder.name}`}
        width={320}
        height={320}
        priority
      />
      <div className="founder__body">
        <p className="eyebrow">Founder</p>
        <h2 className="founder__name">{founder.name}</h2>
        <ul className="founder__links">
          {founder.socialLinks.map((link) => (
            <li key={link.url}>
              <a
                className="pill-link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${founder.name} on ${link.label}`}
              >
                <SocialIcon platform={link.label} />
                <span aria-hidden="true">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
