export { GET, PUT, DELETE } from "@/features/clients/server/routes/client";
