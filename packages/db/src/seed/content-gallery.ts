import type { TGalleryPlatform } from '@curio/shared';

export interface GallerySeed {
  platform: TGalleryPlatform;
  title: string;
  /** Raw embed markup as a platform hands it out; the gallery sanitizer cleans it before it is stored. */
  embedLink: string;
}

/**
 * /our-gallery demo items. The ids and handles are fictional (the iframes open the platforms' own
 * "unavailable" pages). Instagram is left empty on purpose: the page shows its empty message.
 */
export const GALLERY: GallerySeed[] = [
  {
    platform: 'facebook',
    title: 'Open house at the HSR Layout studio',
    embedLink:
      '<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fcurio.learning%2Fposts%2F1041785512736612&show_text=true&width=500" width="500" height="620" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="clipboard-write; encrypted-media; picture-in-picture; web-share" title="Curio open house"></iframe>',
  },
  {
    platform: 'facebook',
    title: 'Summer cohort graduation',
    embedLink:
      '<div id="fb-root"></div><script async defer src="https://connect.facebook.net/en_GB/sdk.js"></script><iframe src="https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fcurio.learning%2Fvideos%2F877126530954421&show_text=false&width=560" width="560" height="315" frameborder="0" allowfullscreen="true" title="Summer cohort graduation"></iframe>',
  },
  {
    platform: 'facebook',
    title: 'Scholarship winners announced',
    embedLink:
      '<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fcurio.learning%2Fposts%2F1098230164425519&show_text=true&width=500" width="500" height="540" frameborder="0" title="Scholarship winners"></iframe>',
  },
  {
    platform: 'youtube',
    title: 'Inside a Curio cloud lab',
    embedLink:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/cUr1oLab01x" title="Inside a Curio cloud lab" frameborder="0" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>',
  },
  {
    platform: 'youtube',
    title: 'Career switch stories: Ananya',
    embedLink:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/cUr1oStry02" title="Career switch stories: Ananya" frameborder="0" allowfullscreen></iframe>',
  },
  {
    platform: 'linkedin',
    title: 'Hire-train-deploy: eighteen months on',
    embedLink:
      '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:7214409981230080001" height="560" width="504" frameborder="0" allowfullscreen="" title="Embedded post"></iframe>',
  },
  {
    platform: 'linkedin',
    title: 'We are hiring a Senior Cloud Instructor',
    embedLink:
      '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:7231175510458490880" height="480" width="504" frameborder="0" title="Embedded post"></iframe>',
  },
  {
    platform: 'twitter',
    title: 'Mock-interview evenings are back',
    embedLink:
      '<iframe src="https://platform.twitter.com/embed/Tweet.html?id=1842519901772230656&theme=light" width="550" height="420" frameborder="0" scrolling="no" title="Post by @curio_learning"></iframe>',
  },
];
