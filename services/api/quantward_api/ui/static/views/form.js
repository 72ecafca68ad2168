// Shared form pieces: an API error shown on its field.
import { ApiError } from "../api.js";

export function fieldError(input, slot, err) {
  slot.textContent = err instanceof ApiError ? err.message : String(err);
  if (input) {
    input.setAttribute("aria-invalid", "true");
    input.focus();
  }
}
