import type { SVGProps } from 'react';

export type TIconProps = SVGProps<SVGSVGElement>;

/** Stroke icons on a 24-unit grid; decorative (aria-hidden) unless the caller labels the control. */
export function StrokeIcon({ children, ...props }: TIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h3l2.6 12h11l2-8.5H6.6" />
  </StrokeIcon>
);

export const BellIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </StrokeIcon>
);

export const MenuIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);

export const CloseIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

export const PencilIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </StrokeIcon>
);

export const EyeIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);

export const EyeOffIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </StrokeIcon>
);

export const ClockIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const CheckIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <path d="M4.5 12.5l5 5 10-11" />
  </StrokeIcon>
);

/** A chevron pointing the way a previous/next control moves. */
export const ChevronIcon = ({ direction, ...props }: TIconProps & { direction: 'left' | 'right' }) => (
  <StrokeIcon {...props}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </StrokeIcon>
);

export const LockIcon = (props: TIconProps) => (
  <StrokeIcon {...props}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </StrokeIcon>
);
