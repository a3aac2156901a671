import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesQueryOptions } from '#web/api/services.ts';

export const HOME_SERVICE_COUNT = 3;

/** The services list's own key and reply, so a visit to /services after home needs no refetch. */
export const homeServicesQueryOptions = () =>
  queryOptions({
    ...servicesQueryOptions(),
    select: (services) => services.slice(0, HOME_SERVICE_COUNT),
  });

export const useHomeServices = () => useQuery(homeServicesQueryOptions());
