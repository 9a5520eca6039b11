export { GET } from "@/features/clients/server/routes/packages";
