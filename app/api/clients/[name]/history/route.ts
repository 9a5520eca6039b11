export { GET } from "@/features/clients/server/routes/client-history";
