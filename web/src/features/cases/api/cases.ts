import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type ApiFile, type ApiReply } from '@/lib/api.ts';
import { stripNulls } from '../model/case-form.ts';
import type {
  CarDeliveredModel,
  CaseDetails,
  CaseModel,
  CaseSaveRequest,
  MessageReply,
  SignedDocumentModel,
  SignedDocumentRequest,
} from './types.ts';

/** The case API (spec part 2 §7 "Case"), as queries for the cache and commands that answer with the new version. */

export const caseKeys = {
  all: ['cases'] as const,
  case: (id: string) => ['cases', 'case', id] as const,
  blank: (carId?: string, customerId?: string) => ['cases', 'new', { carId, customerId }] as const,
  details: (id: string) => ['cases', 'details', id] as const,
};

/**
 * GET /api/Case/Get with its ETag; `minVersion` (a command's ETag) makes the server wait until its read model has
 * caught up.
 */
export const fetchCase = async (id: string, minVersion?: string): Promise<CaseModel> => {
  const { data, version } = await api.send<CaseModel>('GET', '/api/Case/Get', { query: { Id: id, MinVersion: minVersion } });
  return version === undefined ? data : { ...data, ETag: version };
};

/**
 * The case page's data. A refetch never goes back in time: it asks for at least the version the page already shows
 * (the read model may lag behind a command just made). Not refetched when the window regains focus: the page holds
 * the user's edits on top of it.
 */
export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: caseKeys.case(id),
    queryFn: ({ client, queryKey }) => {
      const shown = client.getQueryData<CaseModel>(queryKey)?.Version;
      return fetchCase(id, shown === null || shown === undefined ? undefined : String(shown));
    },
    refetchOnWindowFocus: false,
  });

/** GET /api/Case/New: a blank case (not stored), with a stock car or a customer filled in. */
export const blankCaseQuery = (carId?: string, customerId?: string) =>
  queryOptions({
    queryKey: caseKeys.blank(carId, customerId),
    queryFn: () => api.get<CaseModel>('/api/Case/New', { carId, customerId }),
  });

/** The sales item the server makes of a stock car (the same prefill as a case created from the car). */
export const salesItemOfCar = async (carId: string) => (await api.get<CaseModel>('/api/Case/New', { carId })).SalesItem;

/**
 * After a command: the case as the server has it from `version` on, into the cache; the lists and the dashboard
 * refetch when next shown.
 */
export const reloadCase = async (queryClient: QueryClient, id: string, version?: string): Promise<CaseModel> => {
  const fresh = await fetchCase(id, version);
  queryClient.setQueryData(caseKeys.case(id), fresh);
  await queryClient.invalidateQueries({ queryKey: caseKeys.all, predicate: (query) => query.queryKey[1] !== 'case', refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
  return fresh;
};

/*
 * The commands on a case send `ifMatch`, the version of the case the user saw (its ETag): the server refuses with 409
 * 'Conflict' when someone else changed the case since.
 */

/** POST /api/case/save: the id (a new case gets its number here). */
export const saveCase = async (request: CaseSaveRequest, ifMatch?: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/case/save', { body: stripNulls(request), ifMatch });
  return { ...reply, data: String(reply.data) };
};

/** POST /api/case/savepreparation: only the preparation comment, for a role that prepares cars but may not edit cases. */
export const savePreparation = (caseId: string, comment: string, ifMatch?: string): Promise<ApiReply<unknown>> =>
  api.send('POST', '/api/case/savepreparation', { body: { CaseId: caseId, PreparationComment: comment }, ifMatch });

/** GET /api/PrintContract/PrintContract?RenderPdf=true: prints the contract (a status change and a lead event). */
export const printContract = (caseId: string, ifMatch?: string): Promise<ApiFile> =>
  api.getFile('/api/PrintContract/PrintContract', { CaseId: caseId, RenderPdf: true }, { ifMatch });

export const documentIsSigned = (caseId: string): Promise<SignedDocumentModel> =>
  api.get<SignedDocumentModel>('/api/case/DocumentIsSigned', { caseId });

export const saveSignedDocument = (request: SignedDocumentRequest, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/savesigneddocument/', { body: request, ifMatch });

export const cancelDocument = (caseId: string, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/canceldocument/', { body: { CaseId: caseId }, ifMatch });

export const carDeliveredInit = (caseId: string): Promise<CarDeliveredModel> =>
  api.get<CarDeliveredModel>('/api/case/cardeliveredinit', { caseId });

export const carDelivered = (model: CarDeliveredModel, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/cardelivered', { body: model, ifMatch });

export const closeCase = (id: string, ifMatch?: string): Promise<ApiReply<MessageReply>> =>
  api.send<MessageReply>('POST', '/api/case/close', { query: { id }, ifMatch });

/** POST /api/case/copy: the new case's id. */
export const copyCase = async (caseId: string): Promise<ApiReply<string>> => {
  const reply = await api.send<string | number>('POST', '/api/case/copy', { query: { caseId } });
  return { ...reply, data: String(reply.data) };
};

export const deleteCase = (id: string, ifMatch?: string): Promise<ApiReply<unknown>> =>
  api.send('DELETE', '/api/case/delete', { query: { id }, ifMatch });

/** GET /api/case/getcasedetails/: the list's detail pane. */
export const caseDetailsQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.details(id), queryFn: () => api.get<CaseDetails>('/api/case/getcasedetails/', { id }) });

