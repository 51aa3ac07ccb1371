import { currentRoute, routeAddress, routerUrl } from '../../../src/framework/routing/routerUrl';
import { socialMethodsQuery } from '../../../src/framework/socialLogin/socialCallbackAddress';

const bar = (href: string) => {
  const url = new URL(href, 'https://console.example.com');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const hash = { router: 'hash', rootPath: '/' } as const;
const browser = { router: 'browser', rootPath: '/' } as const;

describe('routerUrl: the address bar in the router’s form', () => {
  it('reads hash routes with their query', () => {
    expect(routerUrl(hash, bar('/#/user/update/4'))).toEqual({
      url: '/#/user/update/4',
      route: { pathname: '/user/update/4', search: '' },
    });
    expect(currentRoute(hash, bar('/#/user?view=abc'))).toEqual({ pathname: '/user', search: '?view=abc' });
    expect(currentRoute(hash, bar('/'))).toEqual({ pathname: '/', search: '' });
  });

  it('under hash, moves a query in front of the # behind it (a social provider’s return)', () => {
    expect(routerUrl(hash, bar('/?access_token=t1&provider=github#/social-login')).url).toBe(
      '/#/social-login?access_token=t1&provider=github',
    );
  });

  it('under hash, takes in a clean link a server answered with index.html', () => {
    expect(routerUrl(hash, bar('/password-reset?code=abc')).url).toBe('/#/password-reset?code=abc');
    const under = { router: 'hash', rootPath: '/console/' } as const;
    expect(routerUrl(under, bar('/console/user/update/4')).url).toBe('/console/#/user/update/4');
    expect(routerUrl(under, bar('/console/index.html')).url).toBe('/console/index.html#/');
    expect(currentRoute(under, bar('/console/#/me/api'))).toEqual({ pathname: '/me/api', search: '' });
  });

  it('under browser, reads the path below the root path and takes in a hash bookmark', () => {
    expect(currentRoute({ router: 'browser', rootPath: '/console/' }, bar('/console/user?view=1'))).toEqual({
      pathname: '/user',
      search: '?view=1',
    });
    expect(routerUrl(browser, bar('/#/user/update/4')).url).toBe('/user/update/4');
    expect(routerUrl(browser, bar('/user/update/4#section')).url).toBe('/user/update/4#section');
  });
});

describe('routeAddress: where a route is reached from outside (a provider’s return)', () => {
  const origin = 'https://acme.example.com';
  it('is the clean path under browser, the document and a # route under hash, below the root path', () => {
    expect(routeAddress(browser, '/social-login', origin)).toBe('https://acme.example.com/social-login');
    expect(routeAddress({ router: 'browser', rootPath: '/console' }, '/social-login', origin)).toBe(
      'https://acme.example.com/console/social-login',
    );
    expect(routeAddress(hash, '/social-login', origin)).toBe('https://acme.example.com/#/social-login');
    expect(routeAddress({ router: 'hash', rootPath: '/console/' }, '/social-login', origin)).toBe(
      'https://acme.example.com/console/#/social-login',
    );
  });

  it('a provider’s return to the hash address opens /social-login with its answer', () => {
    const back = new URL(socialMethodsQuery(hash, origin).redirect_uri);
    back.searchParams.set('access_token', 't');
    expect(currentRoute(hash, bar(back.href.slice(origin.length)))).toEqual({
      pathname: '/social-login',
      search: '?access_token=t',
    });
  });
});
