import { Link } from 'react-router';
import { Logo } from '#web/components/layout/logo.tsx';
import { SocialIcon } from '#web/components/ui/social-icon.tsx';
import { useSite } from '#web/api/site.ts';
import { BRAND_NAME } from '#web/lib/brand.ts';
import { EXPLORE_PAGES } from '#web/lib/explore-pages.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * The footer (docs/product.md#pages): the tagline, six social links, the two legal links and a rights notice;
 * and an Explore column with the pages no menu leads to.
 */
export function SiteFooter() {
  const { data: site } = useSite();
  const brand = site?.brand ?? BRAND_NAME;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Logo />
          <p className="site-footer__tagline">{site?.tagline}</p>
        </div>
        <nav className="site-footer__explore" aria-labelledby="footer-explore-title">
          <h2 className="site-footer__heading" id="footer-explore-title">
            Explore
          </h2>
          <ul className="site-footer__links">
            {EXPLORE_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {site && (
          <ul className="social-links" aria-label={`${brand} on social media`}>
            {site.socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  className="social-links__link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  <SocialIcon platform={link.label} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {brand}. All rights reserved.
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.terms}>Terms &amp; Condition</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
