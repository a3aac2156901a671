import { StrokeIcon, type TIconProps } from '#web/components/ui/icons.tsx';

/** Icons only this feature uses, on the 24-unit stroke grid of components/ui/icons.tsx; always decorative. */
const Icon = (props: TIconProps) => <StrokeIcon width="20" height="20" {...props} />;

export const HeartIcon = (props: TIconProps) => (
  <Icon {...props}>
    <path d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.1 4.3 6.3C19.5 15.4 12 20 12 20z" />
  </Icon>
);

export const SearchIcon = (props: TIconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
