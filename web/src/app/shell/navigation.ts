import { IconBriefcase, IconBuildingStore, IconCar, IconCarGarage, IconChartBar, IconCoin, IconHome, IconLicense, IconNews, IconPaperclip, IconShieldLock, IconSpeakerphone, IconToggleRight, IconUserCircle, IconUsers, IconVideo, type Icon } from '@tabler/icons-react';
import type { RoleFlag } from '../../../../domain/roles.ts';
import { mayCall, type CurrentUser } from '@/lib/current-user.ts';
import type { FileRouteTypes } from '@/routeTree.gen.ts';

export interface NavigationItem {
  label: string;
  to: FileRouteTypes['to'];
  icon: Icon;
  /**
   * The route the page is for: the entry is shown only when the server lets the user call it (`AllowedRoutes`: the
   * dealer's functions, the user's role and read-only access, as the server's route table declares them).
   */
  route?: { method: 'GET' | 'POST'; path: string };
  /** A function the dealer must hold besides, where the page's route does not name it (own cars). */
  requires?: RoleFlag;
}

/** The navbar, in order. Each feature adds its entry here. */
export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Forside', to: '/', icon: IconHome },
  { label: 'Sager', to: '/Cases/CaseList', icon: IconBriefcase, route: { method: 'GET', path: '/api/caselist/search/' } },
  { label: 'Egne biler', to: '/Cars/OwnCars', icon: IconCar, route: { method: 'POST', path: '/api/owncarlist/search/' }, requires: 'can_see_my_cars' },
  { label: 'Alle biler', to: '/Cars/CarList', icon: IconCarGarage, route: { method: 'GET', path: '/api/carlist/search/' } },
  // The marketplace's route needs the B2B marketplace function.
  { label: 'Markedsplads', to: '/Cars/Marketplace', icon: IconBuildingStore, route: { method: 'GET', path: '/api/marketplace/searchallmarketplace/' } },
  { label: 'Kunder', to: '/Customers/CustomerList', icon: IconUsers, route: { method: 'GET', path: '/api/customerlist/search/' } },
  // The ad rules set the stock cars' ads: shown to whoever may set a car's ad.
  { label: 'Annonceringsregler', to: '/Advertising/rules', icon: IconSpeakerphone, route: { method: 'POST', path: '/api/OwnCarList/setAdvertising' }, requires: 'can_see_my_cars' },
  { label: 'Bilbasen-statistik', to: '/Statistics/bilbasen', icon: IconChartBar, requires: 'can_see_bilbasen_statistics' },
  { label: 'Brugere', to: '/Organization/Users/Edit', icon: IconUsers, route: { method: 'GET', path: '/api/user/UsersByDealer' } },
  { label: 'Opbevaring af data', to: '/Organization/GdprRetention', icon: IconShieldLock, route: { method: 'GET', path: '/api/GdprRetention/GetGdprRetention' } },
  { label: 'Standard finansieringsselskab', to: '/Organization/DefaultFinanceCompany', icon: IconCoin, route: { method: 'POST', path: '/api/dealer/savedefaultfinancecompany' } },
  // The plates' and appendices' pages are for keeping them: shown to whoever may add one.
  { label: 'Nummerplader', to: '/Organization/DealerPlates', icon: IconLicense, route: { method: 'POST', path: '/api/dealerplate/add' } },
  { label: 'Bilag til slutsedler', to: '/Organization/SalesContractAppendices', icon: IconPaperclip, route: { method: 'POST', path: '/api/salescontractappendix/uploadpdf' } },
  { label: 'Funktionsknapper', to: '/Organization/FeatureToggles', icon: IconToggleRight, route: { method: 'GET', path: '/api/dealer/featuretoggles' } },
  // The news are written by the supplier's editors (can_edit_news); everyone reads them on the dashboard.
  { label: 'Nyheder', to: '/Admin/News', icon: IconNews, route: { method: 'GET', path: '/api/Admin/News' } },
  { label: 'Supportvideoer', to: '/SupportVideos', icon: IconVideo, route: { method: 'GET', path: '/api/vimeo' } },
  { label: 'Min konto', to: '/Account/MyAccount', icon: IconUserCircle, route: { method: 'GET', path: '/api/user/myaccount' } },
];

/** The entries the user may see. */
export const navigationFor = (user: Pick<CurrentUser, 'RoleFlags' | 'AllowedRoutes'>, items: readonly NavigationItem[] = NAVIGATION): NavigationItem[] =>
  items.filter(
    (item) =>
      (item.route === undefined || mayCall(user, item.route.method, item.route.path)) && (item.requires === undefined || user.RoleFlags.includes(item.requires)),
  );
