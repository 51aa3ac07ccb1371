export interface SimulatorHost {
  baseUrl: string;
  logFile: string;
  stop: () => void;
}

export function startSimulatorHost(options: {
  root: string;
  distDir: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<SimulatorHost>;
