import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Img } from './img.tsx';

const UPLOAD = '/uploads/courses/c1-ab12cd.webp';

describe('Img (intrinsic size, responsive variants, lazy below the fold)', () => {
  it('offers an upload as AVIF then WebP at 480, 960 and 1440 w, with the stored WebP as the fallback', () => {
    const { container } = render(<Img src={UPLOAD} alt="Course cover" width={400} height={250} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/uploads/courses/c1-ab12cd-480w.avif 480w, /uploads/courses/c1-ab12cd-960w.avif 960w, /uploads/courses/c1-ab12cd-1440w.avif 1440w',
    );
    expect(sources[1]).toHaveAttribute(
      'srcset',
      '/uploads/courses/c1-ab12cd-480w.webp 480w, /uploads/courses/c1-ab12cd-960w.webp 960w, /uploads/courses/c1-ab12cd-1440w.webp 1440w',
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(max-width: 400px) 100vw, 400px');

    const image = screen.getByRole('img', { name: 'Course cover' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('src', UPLOAD);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '250');
  });

  it('takes the sizes it is given', () => {
    const { container } = render(<Img src={UPLOAD} alt="" width={480} height={300} sizes="128px" />);
    for (const source of container.querySelectorAll('source'))
      expect(source).toHaveAttribute('sizes', '128px');
  });

  it('serves an SVG as it is: one img with its size, no picture and no srcset', () => {
    const { container } = render(
      <Img
        src="/images/team/arjun-nair.svg"
        alt="Arjun Nair"
        width={160}
        height={160}
        className="team-card__photo"
      />,
    );
    expect(container.querySelector('picture, source, [srcset]')).toBeNull();
    const image = screen.getByRole('img', { name: 'Arjun Nair' });
    expect(image).toHaveAttribute('src', '/images/team/arjun-nair.svg');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
    expect(image).toHaveClass('team-card__photo');
  });

  it('is lazy and decoded asynchronously by default; a priority image is eager and fetched first', () => {
    render(
      <>
        <Img src={UPLOAD} alt="below the fold" width={400} height={250} />
        <Img src={UPLOAD} alt="the LCP image" width={480} height={300} priority />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'below the fold' });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('decoding', 'async');
    expect(lazy).not.toHaveAttribute('fetchpriority');

    const first = screen.getByRole('img', { name: 'the LCP image' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('decoding');
  });

  it('draws nothing for an image the site’s security policy would block, or none at all', () => {
    for (const src of ['https://cdn.example/logo.png', '//cdn.example/logo.png', '']) {
      const { container } = render(<Img src={src} alt="Logo" width={160} height={160} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});
