// Calls of the gate screens (issue 13), typed with the schemas of domain/gates.
import type { z } from 'zod';
import type {
  AccessRecordQuery,
  AccessRecordRow,
  DeviceSecret,
  DeviceStatusRow,
  DoorCommandSent,
  HomePageQuery,
  HomeStats,
  OperationLogQuery,
  OperationLogRow,
  SendDoorCommand,
  UndoPass,
} from '../../../domain/gates/gate.schema.ts';
import type { Ok, Page } from '../../../domain/http/replies.ts';
import { http, type Query } from '../api/http.ts';

/** A list's query as the screen sends it (paging and every filter optional). */
export type AccessRecordInput = Partial<z.input<typeof AccessRecordQuery>>;
export type OperationLogInput = Partial<z.input<typeof OperationLogQuery>>;

export async function homePage(query: HomePageQuery, signal?: AbortSignal): Promise<HomeStats> {
  return (await http.get<Ok<HomeStats>>('/api/homePage', query as Query, { signal })).data;
}

export async function accessRecords(query: AccessRecordInput): Promise<[AccessRecordRow[], number]> {
  return (await http.get<Page<AccessRecordRow>>('/api/gate/accessRecords', query as Query)).data;
}

export async function operationLog(query: OperationLogInput): Promise<[OperationLogRow[], number]> {
  return (await http.get<Page<OperationLogRow>>('/api/gate/operationLog', query as Query)).data;
}

export async function deviceStatus(
  scenicAreaID: number | undefined,
  signal?: AbortSignal,
): Promise<DeviceStatusRow[]> {
  return (await http.get<Ok<DeviceStatusRow[]>>('/api/device/status', { scenicAreaID }, { signal })).data;
}

export async function sendDoorCommand(body: SendDoorCommand): Promise<DoorCommandSent> {
  return (await http.post<Ok<DoorCommandSent>>('/api/device/command', body)).data;
}

export async function issueDeviceSecret(id: number): Promise<DeviceSecret> {
  return (await http.post<Ok<DeviceSecret>>('/api/device/secret', { id })).data;
}

/** Gives an admitted pass back, with the administrator's reason (POST /api/gate/undo). */
export async function undoPass(body: UndoPass): Promise<void> {
  await http.post('/api/gate/undo', body);
}
