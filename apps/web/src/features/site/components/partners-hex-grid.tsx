import type { TPartner } from '@curio/shared';
import { splitIntoPartnerColumns } from '#web/features/site/utils/partner-columns.ts';
import { PartnerHexagon } from './partner-hexagon.tsx';

/**
 * docs/product.md#pages, #rules: about 30 logos as a hexagon grid in three columns (sizes by the partners
 * column rule).
 */
export function PartnersHexGrid({ partners }: { partners: TPartner[] }) {
  const columns = splitIntoPartnerColumns(partners);
  return (
    <div className="hex-grid">
      {columns.map((column, index) => (
        <ul
          // The columns are fixed positions, never reordered: the index is their identity.
          key={index}
          className={`hex-grid__column hex-grid__column--${index + 1}`}
          aria-label={`Partners, column ${index + 1} of 3`}
        >
          {column.map((partner) => (
            <PartnerHexagon key={partner._id} partner={partner} />
          ))}
        </ul>
      ))}
    </div>
  );
}
