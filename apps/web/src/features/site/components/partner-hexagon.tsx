import type { TPartner } from '@curio/shared';
import { useId, useState } from 'react';
import { Img } from '#web/components/ui/img.tsx';

/**
 * One logo of the 'Meet Our Tool Techbelt' grid. The description shows on hover and on keyboard focus
 * (the original had hover only, which leaves keyboard and touch users out); a click or tap pins it open.
 */
export function PartnerHexagon({ partner }: { partner: TPartner }) {
  const descriptionId = useId();
  const [isPinned, setIsPinned] = useState(false);
  return (
    <li className="hex" data-pinned={isPinned}>
      <button
        type="button"
        className="hex__face"
        aria-describedby={descriptionId}
        aria-expanded={isPinned}
        onClick={() => setIsPinned((pinned) => !pinned)}
        onBlur={() => setIsPinned(false)}
      >
        <Img className="hex__logo" src={partner.logo} alt="" width={72} height={72} />
        <span className="hex__name">{partner.name}</span>
      </button>
      <p id={descriptionId} className="hex__description" role="tooltip">
        {partner.description}
      </p>
    </li>
  );
}
