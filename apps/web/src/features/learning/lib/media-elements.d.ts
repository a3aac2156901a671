// media-chrome's custom elements in JSX, for the lesson player (ADR 035).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type TMediaElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string;
  slot?: string;
  hidden?: boolean;
  anchor?: string;
  rates?: string;
  invoketarget?: string;
  seekoffset?: string;
  showduration?: boolean;
  noautohide?: boolean;
};

/** media-chrome's custom elements, as the player writes them. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': TMediaElementProps;
      'media-control-bar': TMediaElementProps;
      'media-play-button': TMediaElementProps;
      'media-seek-backward-button': TMediaElementProps;
      'media-seek-forward-button': TMediaElementProps;
      'media-mute-button': TMediaElementProps;
      'media-volume-range': TMediaElementProps;
      'media-time-range': TMediaElementProps;
      'media-time-display': TMediaElementProps;
      'media-captions-menu-button': TMediaElementProps;
      'media-captions-menu': TMediaElementProps;
      'media-playback-rate-menu-button': TMediaElementProps;
      'media-playback-rate-menu': TMediaElementProps;
      'media-fullscreen-button': TMediaElementProps;
      'media-loading-indicator': TMediaElementProps;
    }
  }
}
