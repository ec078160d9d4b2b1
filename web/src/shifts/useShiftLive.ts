// Live refresh (issue 12): the back office's socket.io connection joins the scenic area's room and
// calls `onChange` when the shift read models committed a change of `sellerID` (or of anyone, for
// `sellerID` undefined: the administrators' records), and once more each time the room is joined.
import { useAreaSocket } from '../api/useAreaSocket.ts';

export function useShiftLive(
  scenicAreaID: number | undefined,
  sellerID: number | undefined,
  onChange: () => void,
): boolean {
  return useAreaSocket(
    scenicAreaID,
    {
      'shift:changed': (payload) => {
        if (sellerID === undefined || (payload as { sellerID: number }).sellerID === sellerID) onChange();
      },
    },
    onChange,
  );
}
