__device__ int lock = 1;

__global__ void kernel()
{
    while (true)
    {
        if (atomicCAS(&lock, 1, 0) == 1) // Acquire lock
        {
            break;
        }
    }

    // Inside critical section
    lock = 1; // Release lock
}
