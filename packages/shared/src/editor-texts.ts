/**
 * The rich-text editor's texts (the console's course, content and policy forms; docs/product.md#console): its
 * link tool and the dialog that asks for the address.
 */
export const EDITOR_TEXTS = {
  link: 'Link',
  removeLink: 'Remove link',
  linkDialogTitle: 'Add a link',
  linkAddress: 'Link address',
  linkHint: 'https://…, mailto:…, tel:… or a page of this site such as /course',
  linkRequired: 'Enter the address the link goes to.',
  linkInvalid:
    'Use an address that starts with https://, http://, mailto: or tel:, ' +
    'or a page of this site that starts with one /.',
  addLink: 'Add link',
  cancel: 'Cancel',
} as const;
