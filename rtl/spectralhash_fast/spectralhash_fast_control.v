`default_nettype none
// spectralhash_fast_control: the block loader, the pass sequencer and the digest
// read-out (README.md: schedule).
//
//   loader  takes 16 words of 32 bits (one k-line each) into the s ring whenever the
//           ring is free, and notes whether the block is the first / last of its message
//   INIT    one cycle: p = identity, h = 0 (after reset and after every digest)
//   loader  ... and applies the initial swap control to the p-prism as the words come
//           in, for a message's first and last block (blocks load only while the
//           passes are idle: IDLE)
//   IDLE    waits for a block; decides whether it needs the initial swap control as a
//           pass of its own: the block before the last when the message's last bits
//           leave no room for the length (bit length mod 512 >= 448), which the
//           controller sees from the next block's first word (msg_final_blk, msg_bp)
//   SW0     16 cycles: that late initial swap control
//   K, J, I 16 cycles each: k-swaps and the 8-point DFT; j-swaps and the 4-point DFT
//           along j (cycles 0, 4, 8, 12); i-swaps and the DFT along i (cycles 0..3)
//   NL      16 cycles: the non-linear transformation; the s ring is free after it
//   ROT     one cycle: the rotation of the p-prism
//   DIG     after the message's last block: 128 digest cells into the packer and the
//           digest words out
module spectralhash_fast_control #(
    parameter integer W      = 16,
    parameter integer DIGEST = 256
) (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire [3:0]  in_idx,
    input  wire        in_blk_last,
    input  wire        in_first_blk,
    input  wire        in_final_blk,
    input  wire [2:0]  in_bp_hi,      // msg_len_bp bits 8..6
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire [3:0]  c_t,
    output wire        c_load,
    output wire        c_sw0,
    output wire        c_lsw,
    output wire        c_k,
    output wire        c_j,
    output wire        c_i,
    output wire        c_proc,
    output wire        c_nl,
    output wire        c_rot,
    output wire        c_init,
    output wire        c_dstep,
    output wire [2:0]  c_dcell,
    output wire        c_dtake,
    output wire        c_dzero,
    input  wire        d_full
);
    // digest words of 32 bits: a 224-bit digest on a 64-bit bus gets a zero word
    localparam         PADW  = (DIGEST == 224 && W == 64);
    localparam integer NOUT  = PADW ? 8 : DIGEST / 32;
    localparam [3:0]   OLAST = NOUT[3:0] - 4'd1;
    localparam [3:0] S_INIT = 4'd0, S_IDLE = 4'd1, S_SW0 = 4'd2, S_K = 4'd3, S_J = 4'd4,
                     S_I = 4'd5, S_NL = 4'd6, S_ROT = 4'd7, S_DIG = 4'd8;

    reg  [3:0] st_q, st_d;
    reg  [3:0] t_q;
    reg        full_q;         // the s ring holds a block
    reg        bfirst_q;       // ... the first of its message
    reg        bfinal_q;       // ... the last of its message
    reg        fin_q;          // the running block is the message's last
    reg  [7:0] n_q;            // digest cells done
    reg  [3:0] o_q;            // digest words taken

    // a message's first and last blocks get the initial swap control while they load,
    // which needs the p-prism: blocks load only while the passes are idle (IDLE: p is
    // free), every block alike so that every block costs the same cycles
    wire lctl = in_first_blk | in_final_blk;
    assign in_take = in_valid & ~full_q & (st_q == S_IDLE);

    // the block before the last gets the swap control when bitlen mod 512 >= 448: a pass
    // of its own, decided when the last block's first word shows (msg_bp is valid then)
    wire go   = full_q & (bfinal_q | in_valid);
    wire late = ~bfirst_q & ~bfinal_q & in_final_blk & (in_bp_hi == 3'b111);
    wire tend = (t_q == 4'd15);
    wire dend = (st_q == S_DIG) & out_take & (o_q == OLAST);

    always @* begin
        st_d = st_q;
        case (st_q)
            S_INIT: st_d = S_IDLE;
            S_IDLE: if (go) st_d = late ? S_SW0 : S_K;
            S_SW0:  if (tend) st_d = S_K;
            S_K:    if (tend) st_d = S_J;
            S_J:    if (tend) st_d = S_I;
            S_I:    if (tend) st_d = S_NL;
            S_NL:   if (tend) st_d = S_ROT;
            S_ROT:  st_d = fin_q ? S_DIG : S_IDLE;
            S_DIG:  if (dend) st_d = S_INIT;
            default: st_d = S_INIT;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q     <= S_INIT;
            t_q      <= 4'd0;
            full_q   <= 1'b0;
            bfirst_q <= 1'b0;
            bfinal_q <= 1'b0;
            fin_q    <= 1'b0;
            n_q      <= 8'd0;
            o_q      <= 4'd0;
        end else begin
            st_q <= st_d;
            t_q  <= (st_d != st_q) ? 4'd0 : t_q + 4'd1;
            // ---------------- loader
            if (in_take) begin
                bfirst_q <= in_first_blk;
                bfinal_q <= in_final_blk;
                if (in_blk_last) full_q <= 1'b1;
            end
            if (st_q == S_NL && tend) full_q <= 1'b0;
            // ---------------- passes and digest
            if (st_q == S_IDLE && go) fin_q <= bfinal_q;
            if (st_q == S_INIT) begin
                n_q <= 8'd0;
                o_q <= 4'd0;
            end
            if (c_dstep) n_q <= n_q + 8'd1;
            if (out_take) o_q <= o_q + 4'd1;
        end
    end

    assign c_t     = c_lsw ? in_idx : t_q;
    assign c_load  = in_take;
    assign c_lsw   = in_take & lctl;
    assign c_sw0   = (st_q == S_SW0);
    assign c_k     = (st_q == S_K);
    assign c_j     = (st_q == S_J);
    assign c_i     = (st_q == S_I);
    assign c_proc  = c_j ? (t_q[1:0] == 2'd0) : (t_q[3:2] == 2'd0);
    assign c_nl    = (st_q == S_NL);
    assign c_rot   = (st_q == S_ROT);
    assign c_init  = (st_q == S_INIT);
    assign c_dstep = (st_q == S_DIG) & ~d_full & ~n_q[7];
    assign c_dcell = n_q[2:0];
    assign c_dtake = out_take;
    assign c_dzero = PADW & (o_q == OLAST);
    assign out_valid = (st_q == S_DIG) & (d_full | c_dzero);
endmodule
`default_nettype wire
