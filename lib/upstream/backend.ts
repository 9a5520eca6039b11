// The backend's adapter is chosen in lib/backends/; route handlers still import it from here.
export { currentBackend, forgetBackend } from "@/lib/backends";
