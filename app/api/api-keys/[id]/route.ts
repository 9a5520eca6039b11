export { DELETE } from "@/features/api/server/routes/key";
