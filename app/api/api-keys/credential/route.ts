export { PUT, DELETE } from "@/features/api/server/routes/credential";
