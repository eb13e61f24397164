import { closePopoverOnFollowedLink } from '../popover-links';

/** jsdom has no popover methods: the panel gets a stand-in that records being closed. */
function panelWithLink(open: boolean) {
  const panel = document.createElement('div');
  panel.setAttribute('popover', 'auto');
  panel.innerHTML = '<nav><a href="#pricing"><span>Pricing</span></a><button type="button">Other</button></nav>';
  const hide = vi.fn();
  Object.assign(panel, { hidePopover: hide, matches: (selector: string) => selector === ':popover-open' && open });
  document.body.appendChild(panel);
  return { panel, hide };
}

describe('closePopoverOnFollowedLink', () => {
  beforeAll(() => closePopoverOnFollowedLink(document));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('closes the open popover a followed link is in, wherever inside the link the tap lands', () => {
    const { panel, hide } = panelWithLink(true);
    panel.querySelector('span')?.click();
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('leaves it open for anything but a link, and leaves a closed one alone', () => {
    const open = panelWithLink(true);
    open.panel.querySelector('button')?.click();
    expect(open.hide).not.toHaveBeenCalled();
    const closed = panelWithLink(false);
    closed.panel.querySelector('a')?.click();
    expect(closed.hide).not.toHaveBeenCalled();
  });

  it('leaves an open popover alone when a link outside it is followed', () => {
    const link = Object.assign(document.createElement('a'), { href: '#features', textContent: 'Features' });
    document.body.appendChild(link);
    const { hide } = panelWithLink(true);
    link.click();
    expect(hide).not.toHaveBeenCalled();
  });
});
