// Spellings and attributes the shared oracle sources do not use:
// "unsigned" spelled out, struct and enum types, char16/ulong hints,
// kernels without parameters, image arrays, typedef chains.
struct particle { float4 pos; float4 vel; };
enum mode { FAST, SLOW };
typedef unsigned int count_t;
typedef count_t counter_t;

__kernel void empty(void) {}

__kernel __attribute__((vec_type_hint(char16)))
         __attribute__((work_group_size_hint(1, 1, 1)))
void spelled(__global unsigned int *restrict a, unsigned char b,
             __global const unsigned long *c, unsigned short d)
{
  a[get_global_id(0)] = b + c[0] + d;
}

__kernel __attribute__((vec_type_hint(ulong)))
void structs(__global struct particle *ps, struct particle init,
             enum mode m, __constant struct particle *restrict proto)
{
  ps[get_global_id(0)] = m == FAST ? init : proto[0];
}

__kernel __attribute__((reqd_work_group_size(4, 4, 4)))
void typedefs(__global counter_t *out, counter_t n, __local volatile count_t *tmp)
{
  tmp[0] = n;
  out[0] = tmp[0];
}

__kernel void arrays(read_only image1d_array_t a, write_only image2d_array_t b,
                     __global float *restrict const out)
{
  out[0] = read_imagef(a, (int2)(0, 0)).x;
  write_imagef(b, (int4)(0, 0, 0, 0), (float4)(0));
}
